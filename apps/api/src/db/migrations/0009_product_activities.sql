CREATE TABLE "by_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"total_weight" numeric(14, 2) NOT NULL,
	"weight_unit" text NOT NULL,
	"total_weight_kg" numeric(14, 2) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"upload_proofs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"transaction_id" uuid,
	"transformation_id" uuid,
	"by_product_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_type_check" CHECK ("events"."type" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "facility_items" (
	"facility_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facility_items_facility_id_product_id_pk" PRIMARY KEY("facility_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"product_definition_id" uuid NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"quantity_unit" text NOT NULL,
	"quantity_kg" numeric(14, 2),
	"additional_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qr_code_id" uuid,
	"dna_identifier" text,
	"verified_percentage" numeric(10, 2),
	"not_verified_percentage" numeric(10, 2),
	"is_manual_added" boolean DEFAULT false NOT NULL,
	"created_facility_id" uuid NOT NULL,
	"is_purchased" boolean DEFAULT false NOT NULL,
	"is_sold" boolean DEFAULT false NOT NULL,
	"is_transformed" boolean DEFAULT false NOT NULL,
	"is_transported" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_code_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_by_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_items" (
	"transaction_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "transaction_items_transaction_id_product_id_pk" PRIMARY KEY("transaction_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" smallint NOT NULL,
	"from_facility_id" uuid,
	"to_facility_id" uuid,
	"facility_id" uuid NOT NULL,
	"price" numeric(10, 2),
	"currency" text,
	"total_weight" numeric(14, 2) NOT NULL,
	"weight_unit" text NOT NULL,
	"total_weight_kg" numeric(14, 2),
	"purchase_order_number" text,
	"invoice_number" text,
	"packing_list_number" text,
	"transacted_at" timestamp with time zone NOT NULL,
	"upload_proofs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"upload_invoices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"upload_packing_lists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "transformation_items" (
	"transformation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "transformation_items_transformation_id_product_id_pk" PRIMARY KEY("transformation_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "transformations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"transformed_at" timestamp with time zone NOT NULL,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "by_products" ADD CONSTRAINT "by_products_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "by_products" ADD CONSTRAINT "by_products_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_transformation_id_transformations_id_fk" FOREIGN KEY ("transformation_id") REFERENCES "public"."transformations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_by_product_id_by_products_id_fk" FOREIGN KEY ("by_product_id") REFERENCES "public"."by_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_items" ADD CONSTRAINT "facility_items_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_items" ADD CONSTRAINT "facility_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_definition_id_product_definitions_id_fk" FOREIGN KEY ("product_definition_id") REFERENCES "public"."product_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_qr_code_id_qr_codes_id_fk" FOREIGN KEY ("qr_code_id") REFERENCES "public"."qr_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_facility_id_facilities_id_fk" FOREIGN KEY ("created_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_code_batches" ADD CONSTRAINT "qr_code_batches_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_batch_id_qr_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."qr_code_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_from_facility_id_facilities_id_fk" FOREIGN KEY ("from_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_to_facility_id_facilities_id_fk" FOREIGN KEY ("to_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transformation_items" ADD CONSTRAINT "transformation_items_transformation_id_transformations_id_fk" FOREIGN KEY ("transformation_id") REFERENCES "public"."transformations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transformation_items" ADD CONSTRAINT "transformation_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transformations" ADD CONSTRAINT "transformations_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transformations" ADD CONSTRAINT "transformations_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "by_products_facility_idx" ON "by_products" USING btree ("facility_id","recorded_at");--> statement-breakpoint
CREATE INDEX "events_facility_idx" ON "events" USING btree ("facility_id","recorded_at");--> statement-breakpoint
CREATE INDEX "events_facility_type_idx" ON "events" USING btree ("facility_id","type","recorded_at");--> statement-breakpoint
CREATE INDEX "facility_items_product_idx" ON "facility_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_tracked_idx" ON "products" USING btree (lower("code")) WHERE not "products"."is_manual_added";--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_manual_idx" ON "products" USING btree ("created_facility_id",lower("code")) WHERE "products"."is_manual_added";--> statement-breakpoint
CREATE UNIQUE INDEX "products_qr_code_idx" ON "products" USING btree ("qr_code_id") WHERE "products"."qr_code_id" is not null;--> statement-breakpoint
CREATE INDEX "products_created_facility_idx" ON "products" USING btree ("created_facility_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_code_idx" ON "qr_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "qr_codes_batch_idx" ON "qr_codes" USING btree ("batch_id","status");--> statement-breakpoint
CREATE INDEX "transaction_items_product_idx" ON "transaction_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_purchase_order_idx" ON "transactions" USING btree ("to_facility_id",lower("purchase_order_number")) WHERE "transactions"."type" = 1 and "transactions"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_invoice_idx" ON "transactions" USING btree ("from_facility_id",lower("invoice_number")) WHERE "transactions"."type" = 2 and "transactions"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_packing_list_idx" ON "transactions" USING btree ("from_facility_id","type",lower("packing_list_number")) WHERE "transactions"."type" in (2, 3) and "transactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transactions_to_facility_idx" ON "transactions" USING btree ("to_facility_id","type","transacted_at");--> statement-breakpoint
CREATE INDEX "transactions_from_facility_idx" ON "transactions" USING btree ("from_facility_id","type","transacted_at");--> statement-breakpoint
CREATE INDEX "transformation_items_product_idx" ON "transformation_items" USING btree ("product_id","role");--> statement-breakpoint
CREATE INDEX "transformations_facility_idx" ON "transformations" USING btree ("facility_id","transformed_at");