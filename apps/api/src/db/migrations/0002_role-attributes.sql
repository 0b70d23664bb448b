CREATE TABLE "facility_role_attribute_values" (
	"facility_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL,
	"value" text,
	"label" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facility_role_attribute_values_facility_id_attribute_id_pk" PRIMARY KEY("facility_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "role_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" uuid NOT NULL,
	"identifier_system" text NOT NULL,
	"name" text NOT NULL,
	"name_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_optional" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facility_role_attribute_values" ADD CONSTRAINT "facility_role_attribute_values_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_role_attribute_values" ADD CONSTRAINT "facility_role_attribute_values_attribute_id_role_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."role_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_attributes" ADD CONSTRAINT "role_attributes_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_attributes_role_idx" ON "role_attributes" USING btree ("role_id","sort_order");