CREATE TABLE "saq_facility_group_templates" (
	"role_id" uuid PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saq_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saq_question_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"option" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_other" boolean DEFAULT false NOT NULL,
	"go_to" text,
	"risk_level" smallint,
	"indicator_id" uuid,
	"sub_indicator_id" uuid,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saq_questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" uuid NOT NULL,
	"source_file_id" uuid,
	"imported_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saq_questionnaires_role_id_unique" UNIQUE("role_id")
);
--> statement-breakpoint
CREATE TABLE "saq_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"question_index" integer NOT NULL,
	"title" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"method_of_collecting_data" text,
	"response_type" text NOT NULL,
	"is_conditional" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "saq_questions_group_index_unique" UNIQUE("group_id","question_index")
);
--> statement-breakpoint
CREATE TABLE "saq_uploads" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"role_id" uuid NOT NULL,
	"apply_suggestions" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saq_facility_group_templates" ADD CONSTRAINT "saq_facility_group_templates_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saq_facility_group_templates" ADD CONSTRAINT "saq_facility_group_templates_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saq_groups" ADD CONSTRAINT "saq_groups_questionnaire_id_saq_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."saq_questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saq_question_responses" ADD CONSTRAINT "saq_question_responses_question_id_saq_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."saq_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saq_question_responses" ADD CONSTRAINT "saq_question_responses_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saq_question_responses" ADD CONSTRAINT "saq_question_responses_sub_indicator_id_indicators_id_fk" FOREIGN KEY ("sub_indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saq_questionnaires" ADD CONSTRAINT "saq_questionnaires_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saq_questionnaires" ADD CONSTRAINT "saq_questionnaires_source_file_id_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saq_questionnaires" ADD CONSTRAINT "saq_questionnaires_imported_by_id_users_id_fk" FOREIGN KEY ("imported_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saq_questions" ADD CONSTRAINT "saq_questions_group_id_saq_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."saq_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saq_uploads" ADD CONSTRAINT "saq_uploads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saq_uploads" ADD CONSTRAINT "saq_uploads_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saq_groups_questionnaire_idx" ON "saq_groups" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE INDEX "saq_question_responses_question_idx" ON "saq_question_responses" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "saq_questions_group_idx" ON "saq_questions" USING btree ("group_id");