CREATE TABLE "order_risk_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"key" text NOT NULL,
	"level" text,
	"sub_indicator_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_risk_flags" ADD CONSTRAINT "order_risk_flags_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_risk_flags" ADD CONSTRAINT "order_risk_flags_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_risk_flags_cause_idx" ON "order_risk_flags" USING btree ("order_id","facility_id","reason","key");