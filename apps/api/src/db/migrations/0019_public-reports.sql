CREATE TABLE "public_report_additions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_report_id" uuid NOT NULL,
	"message" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_number" text NOT NULL,
	"pin_hash" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"facility_id" uuid,
	"place" text,
	"message" text NOT NULL,
	"indicator_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"anonymous" boolean NOT NULL,
	"contact" text,
	"language" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"close_reason" text,
	"decision_message" text,
	"incident_report_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_report_additions" ADD CONSTRAINT "public_report_additions_public_report_id_public_reports_id_fk" FOREIGN KEY ("public_report_id") REFERENCES "public"."public_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_reports" ADD CONSTRAINT "public_reports_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_reports" ADD CONSTRAINT "public_reports_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_report_additions_report_idx" ON "public_report_additions" USING btree ("public_report_id","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "public_reports_case_number_idx" ON "public_reports" USING btree ("case_number");--> statement-breakpoint
CREATE INDEX "public_reports_triage_idx" ON "public_reports" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "public_reports_received_idx" ON "public_reports" USING btree ("received_at");