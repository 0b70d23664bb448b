CREATE TABLE "facility_risk_assessments" (
	"facility_id" uuid PRIMARY KEY NOT NULL,
	"score" real,
	"level" text,
	"methodology" text NOT NULL,
	"weights" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_risk_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"from_level" text,
	"to_level" text,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facility_risk_assessments" ADD CONSTRAINT "facility_risk_assessments_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_risk_changes" ADD CONSTRAINT "facility_risk_changes_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facility_risk_changes_changed_idx" ON "facility_risk_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "facility_risk_changes_facility_idx" ON "facility_risk_changes" USING btree ("facility_id");