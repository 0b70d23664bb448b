CREATE TABLE "brand_supplier_links" (
	"brand_facility_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"partner_facility_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_supplier_links_brand_facility_id_facility_id_partner_facility_id_pk" PRIMARY KEY("brand_facility_id","facility_id","partner_facility_id")
);
--> statement-breakpoint
CREATE TABLE "brand_suppliers" (
	"brand_facility_id" uuid NOT NULL,
	"supplier_facility_id" uuid NOT NULL,
	"created_by_brand" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_suppliers_brand_facility_id_supplier_facility_id_pk" PRIMARY KEY("brand_facility_id","supplier_facility_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_facility_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"rows" jsonb NOT NULL,
	"uploaded_by_id" uuid NOT NULL,
	"imported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "risk_level" text;--> statement-breakpoint
ALTER TABLE "brand_supplier_links" ADD CONSTRAINT "brand_supplier_links_brand_facility_id_facilities_id_fk" FOREIGN KEY ("brand_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_supplier_links" ADD CONSTRAINT "brand_supplier_links_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_supplier_links" ADD CONSTRAINT "brand_supplier_links_partner_facility_id_facilities_id_fk" FOREIGN KEY ("partner_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_suppliers" ADD CONSTRAINT "brand_suppliers_brand_facility_id_facilities_id_fk" FOREIGN KEY ("brand_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_suppliers" ADD CONSTRAINT "brand_suppliers_supplier_facility_id_facilities_id_fk" FOREIGN KEY ("supplier_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_suppliers" ADD CONSTRAINT "brand_suppliers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_imports" ADD CONSTRAINT "supplier_imports_brand_facility_id_facilities_id_fk" FOREIGN KEY ("brand_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_imports" ADD CONSTRAINT "supplier_imports_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_suppliers_supplier_idx" ON "brand_suppliers" USING btree ("supplier_facility_id");