CREATE TABLE "dna_test_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" integer GENERATED ALWAYS AS IDENTITY (sequence name "dna_test_files_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"test_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dna_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "dna_tests_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"result" text NOT NULL,
	"product_id" uuid NOT NULL,
	"product_supplier_id" uuid NOT NULL,
	"request_facility_id" uuid,
	"tested_on" date NOT NULL,
	"is_detected" boolean,
	"dna_identifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expected_dna_identifier" text,
	"country_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"origin_country_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid,
	CONSTRAINT "dna_tests_kind_fields_check" CHECK (("dna_tests"."kind" = 'SYNTHETIC') = ("dna_tests"."is_detected" is not null and "dna_tests"."request_facility_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "dna_test_files" ADD CONSTRAINT "dna_test_files_test_id_dna_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."dna_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_test_files" ADD CONSTRAINT "dna_test_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_tests" ADD CONSTRAINT "dna_tests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_tests" ADD CONSTRAINT "dna_tests_product_supplier_id_facilities_id_fk" FOREIGN KEY ("product_supplier_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_tests" ADD CONSTRAINT "dna_tests_request_facility_id_facilities_id_fk" FOREIGN KEY ("request_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_tests" ADD CONSTRAINT "dna_tests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_tests" ADD CONSTRAINT "dna_tests_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dna_test_files_test_idx" ON "dna_test_files" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "dna_test_files_file_idx" ON "dna_test_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dna_tests_number_idx" ON "dna_tests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "dna_tests_supplier_idx" ON "dna_tests" USING btree ("product_supplier_id","tested_on") WHERE "dna_tests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "dna_tests_created_by_idx" ON "dna_tests" USING btree ("created_by_id");