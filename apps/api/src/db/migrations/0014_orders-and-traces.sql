CREATE TABLE "order_suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"parent_id" uuid,
	"supplier_facility_id" uuid NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"purchase_order_number" text,
	"invoice_number" text,
	"packing_list_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_traces" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"result" jsonb NOT NULL,
	"facility_ids" uuid[] NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_facility_id" uuid,
	"purchase_order_number" text NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"product_description" text NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"quantity_unit" text NOT NULL,
	"invoice_number" text,
	"packing_list_number" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_suppliers" ADD CONSTRAINT "order_suppliers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_suppliers" ADD CONSTRAINT "order_suppliers_parent_id_order_suppliers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."order_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_suppliers" ADD CONSTRAINT "order_suppliers_supplier_facility_id_facilities_id_fk" FOREIGN KEY ("supplier_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_traces" ADD CONSTRAINT "order_traces_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_facility_id_facilities_id_fk" FOREIGN KEY ("owner_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_suppliers_order_idx" ON "order_suppliers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_suppliers_parent_idx" ON "order_suppliers" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_suppliers_root_idx" ON "order_suppliers" USING btree ("order_id") WHERE "order_suppliers"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_facility_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_to_created_idx" ON "transactions" USING btree ("to_facility_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_from_created_idx" ON "transactions" USING btree ("from_facility_id","created_at");--> statement-breakpoint
CREATE INDEX "transformations_facility_created_idx" ON "transformations" USING btree ("facility_id","created_at");