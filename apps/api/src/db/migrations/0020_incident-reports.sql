CREATE TABLE "incident_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"response_id" uuid,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_report_risks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"indicator_id" uuid NOT NULL,
	"sub_indicator_id" uuid NOT NULL,
	"severity" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "incident_reports_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"facility_id" uuid NOT NULL,
	"location" text NOT NULL,
	"priority" smallint NOT NULL,
	"message" text NOT NULL,
	"source" text NOT NULL,
	"reported_by_id" uuid,
	"reporter_name" text,
	"reporter_contact" text,
	"assignee_id" uuid,
	"is_no_follow_up" boolean DEFAULT false NOT NULL,
	"reason" text,
	"audit_report_number" text,
	"status" text DEFAULT 'NEW' NOT NULL,
	"retaliation_risk" boolean DEFAULT false NOT NULL,
	"outcome" text,
	"outcome_reasons" text,
	"closed_at" timestamp with time zone,
	"closed_by_id" uuid,
	"recorded_at" timestamp with time zone NOT NULL,
	"latest_activity_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_response_risks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"indicator_id" uuid NOT NULL,
	"sub_indicator_id" uuid NOT NULL,
	"severity" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"priority" smallint NOT NULL,
	"message" text NOT NULL,
	"audit_report_number" text,
	"responder_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incident_files" ADD CONSTRAINT "incident_files_report_id_incident_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."incident_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_files" ADD CONSTRAINT "incident_files_response_id_incident_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."incident_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_files" ADD CONSTRAINT "incident_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_report_risks" ADD CONSTRAINT "incident_report_risks_report_id_incident_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."incident_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_report_risks" ADD CONSTRAINT "incident_report_risks_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_report_risks" ADD CONSTRAINT "incident_report_risks_sub_indicator_id_indicators_id_fk" FOREIGN KEY ("sub_indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_reported_by_id_users_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_response_risks" ADD CONSTRAINT "incident_response_risks_response_id_incident_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."incident_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_response_risks" ADD CONSTRAINT "incident_response_risks_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_response_risks" ADD CONSTRAINT "incident_response_risks_sub_indicator_id_indicators_id_fk" FOREIGN KEY ("sub_indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_responses" ADD CONSTRAINT "incident_responses_report_id_incident_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."incident_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_responses" ADD CONSTRAINT "incident_responses_responder_id_users_id_fk" FOREIGN KEY ("responder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_files_report_idx" ON "incident_files" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "incident_files_file_idx" ON "incident_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incident_report_risks_pair_idx" ON "incident_report_risks" USING btree ("report_id","indicator_id","sub_indicator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incident_reports_number_idx" ON "incident_reports" USING btree ("number");--> statement-breakpoint
CREATE INDEX "incident_reports_assignee_idx" ON "incident_reports" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "incident_reports_reporter_idx" ON "incident_reports" USING btree ("reported_by_id");--> statement-breakpoint
CREATE INDEX "incident_reports_facility_idx" ON "incident_reports" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "incident_reports_activity_idx" ON "incident_reports" USING btree ("latest_activity_at");--> statement-breakpoint
CREATE UNIQUE INDEX "incident_response_risks_pair_idx" ON "incident_response_risks" USING btree ("response_id","indicator_id","sub_indicator_id");--> statement-breakpoint
CREATE INDEX "incident_responses_report_idx" ON "incident_responses" USING btree ("report_id","created_at");