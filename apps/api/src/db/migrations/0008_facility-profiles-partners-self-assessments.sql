CREATE TABLE "facility_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"partner_facility_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "facility_group_uploads" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"role_id" uuid NOT NULL,
	"facility_group_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_assessment_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"self_assessment_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"response_id" uuid,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "self_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"submitted_by_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_assessments_facility_id_unique" UNIQUE("facility_id")
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "trader_name" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "business_register_number" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "oar_id" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "country_id" uuid;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "province_id" uuid;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "district_id" uuid;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "certifications" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "certification_expires_on" date;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "goods_product_definition_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "reconciliation_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "reconciliation_duration_months" smallint;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "contact_first_name" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "contact_last_name" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "farm_group_id" uuid;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "answered_saq_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "added_partner_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facility_partners" ADD CONSTRAINT "facility_partners_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_partners" ADD CONSTRAINT "facility_partners_partner_facility_id_facilities_id_fk" FOREIGN KEY ("partner_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_partners" ADD CONSTRAINT "facility_partners_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_group_uploads" ADD CONSTRAINT "facility_group_uploads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_group_uploads" ADD CONSTRAINT "facility_group_uploads_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_group_uploads" ADD CONSTRAINT "facility_group_uploads_facility_group_id_facilities_id_fk" FOREIGN KEY ("facility_group_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_group_uploads" ADD CONSTRAINT "facility_group_uploads_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_assessment_answers" ADD CONSTRAINT "self_assessment_answers_self_assessment_id_self_assessments_id_fk" FOREIGN KEY ("self_assessment_id") REFERENCES "public"."self_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_assessment_answers" ADD CONSTRAINT "self_assessment_answers_question_id_saq_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."saq_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_assessment_answers" ADD CONSTRAINT "self_assessment_answers_response_id_saq_question_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."saq_question_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_assessments" ADD CONSTRAINT "self_assessments_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_assessments" ADD CONSTRAINT "self_assessments_questionnaire_id_saq_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."saq_questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_assessments" ADD CONSTRAINT "self_assessments_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facility_partners_pair_live_idx" ON "facility_partners" USING btree (least("facility_id", "partner_facility_id"),greatest("facility_id", "partner_facility_id")) WHERE "facility_partners"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "facility_partners_facility_idx" ON "facility_partners" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "facility_partners_partner_idx" ON "facility_partners" USING btree ("partner_facility_id");--> statement-breakpoint
CREATE INDEX "self_assessment_answers_assessment_idx" ON "self_assessment_answers" USING btree ("self_assessment_id");--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_farm_group_id_facilities_id_fk" FOREIGN KEY ("farm_group_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facilities_farm_group_idx" ON "facilities" USING btree ("farm_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_oar_id_live_idx" ON "facilities" USING btree (lower("oar_id")) WHERE "facilities"."deleted_at" is null and "facilities"."oar_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_group_code_live_idx" ON "facilities" USING btree ("code") WHERE "facilities"."deleted_at" is null and "facilities"."farm_group_id" is null and "facilities"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_farm_code_live_idx" ON "facilities" USING btree ("farm_group_id","code") WHERE "facilities"."deleted_at" is null and "facilities"."farm_group_id" is not null;