CREATE TABLE "improvement_plan_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" integer GENERATED ALWAYS AS IDENTITY (sequence name "improvement_plan_comments_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" uuid NOT NULL,
	"side" text NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "improvement_plan_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" integer GENERATED ALWAYS AS IDENTITY (sequence name "improvement_plan_events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"side" text,
	"actor_id" uuid,
	"from_status" text,
	"to_status" text,
	"reason" text,
	"level" text,
	"target_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "improvement_plan_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"period" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"requested_target_date" date NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"expired" boolean DEFAULT false NOT NULL,
	"decision_reason" text,
	"requested_by_id" uuid,
	"decided_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "improvement_plan_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" integer GENERATED ALWAYS AS IDENTITY (sequence name "improvement_plan_files_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" uuid NOT NULL,
	"comment_id" uuid,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"side" text NOT NULL,
	"added_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "improvement_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "improvement_plans_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_facility_id" uuid NOT NULL,
	"assigner_facility_id" uuid NOT NULL,
	"sub_indicator_id" uuid NOT NULL,
	"action" text NOT NULL,
	"root_cause" text,
	"corrective_action" text,
	"preventive_action" text,
	"target_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"verification_method" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"submitted_at" timestamp with time zone,
	"accepted_level" text,
	"resolved_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "improvement_plans_accepted_check" CHECK (("improvement_plans"."status" = 'RESOLVED') = ("improvement_plans"."accepted_level" is not null))
);
--> statement-breakpoint
ALTER TABLE "improvement_plan_comments" ADD CONSTRAINT "improvement_plan_comments_plan_id_improvement_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."improvement_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plan_comments" ADD CONSTRAINT "improvement_plan_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plan_events" ADD CONSTRAINT "improvement_plan_events_plan_id_improvement_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."improvement_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plan_events" ADD CONSTRAINT "improvement_plan_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plan_extensions" ADD CONSTRAINT "improvement_plan_extensions_plan_id_improvement_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."improvement_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plan_extensions" ADD CONSTRAINT "improvement_plan_extensions_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plan_extensions" ADD CONSTRAINT "improvement_plan_extensions_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plan_files" ADD CONSTRAINT "improvement_plan_files_plan_id_improvement_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."improvement_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plan_files" ADD CONSTRAINT "improvement_plan_files_comment_id_improvement_plan_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."improvement_plan_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plan_files" ADD CONSTRAINT "improvement_plan_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plan_files" ADD CONSTRAINT "improvement_plan_files_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plans" ADD CONSTRAINT "improvement_plans_supplier_facility_id_facilities_id_fk" FOREIGN KEY ("supplier_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plans" ADD CONSTRAINT "improvement_plans_assigner_facility_id_facilities_id_fk" FOREIGN KEY ("assigner_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plans" ADD CONSTRAINT "improvement_plans_sub_indicator_id_indicators_id_fk" FOREIGN KEY ("sub_indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plans" ADD CONSTRAINT "improvement_plans_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "improvement_plan_comments_plan_idx" ON "improvement_plan_comments" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "improvement_plan_events_plan_idx" ON "improvement_plan_events" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE INDEX "improvement_plan_extensions_plan_idx" ON "improvement_plan_extensions" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "improvement_plan_extensions_pending_idx" ON "improvement_plan_extensions" USING btree ("plan_id") WHERE "improvement_plan_extensions"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "improvement_plan_files_plan_idx" ON "improvement_plan_files" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "improvement_plan_files_file_idx" ON "improvement_plan_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "improvement_plans_number_idx" ON "improvement_plans" USING btree ("number");--> statement-breakpoint
CREATE INDEX "improvement_plans_supplier_idx" ON "improvement_plans" USING btree ("supplier_facility_id");--> statement-breakpoint
CREATE INDEX "improvement_plans_assigner_idx" ON "improvement_plans" USING btree ("assigner_facility_id");--> statement-breakpoint
CREATE UNIQUE INDEX "improvement_plans_one_open_idx" ON "improvement_plans" USING btree ("supplier_facility_id","sub_indicator_id") WHERE "improvement_plans"."status" <> 'RESOLVED';--> statement-breakpoint
CREATE INDEX "improvement_plans_due_idx" ON "improvement_plans" USING btree ("target_date") WHERE "improvement_plans"."status" in ('NEW', 'IN_PROGRESS', 'UNDER_REVIEW');