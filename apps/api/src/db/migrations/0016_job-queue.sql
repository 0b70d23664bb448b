CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"last_slot_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"singleton_key" text,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE status in ('pending', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_waiting_singleton_idx" ON "jobs" USING btree ("singleton_key") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_running_singleton_idx" ON "jobs" USING btree ("singleton_key") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "jobs_dead_idx" ON "jobs" USING btree ("updated_at") WHERE status = 'dead';--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE status = 'succeeded';--> statement-breakpoint
-- Messages still waiting in the old outbox become e-mail jobs, so an upgrade sends what was queued before it.
INSERT INTO "jobs" ("kind", "payload", "attempts", "run_at", "last_error", "created_at")
SELECT 'email',
	jsonb_strip_nulls(jsonb_build_object('to', "recipient", 'subject', "subject", 'text', "text_body", 'html', "html_body", 'template', "template")),
	"attempts", "available_at", "last_error", "created_at"
FROM "outbox" WHERE "status" = 'pending';
