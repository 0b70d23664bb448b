CREATE TABLE "business_details" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"system_name" text DEFAULT '' NOT NULL,
	"logo_file_id" uuid,
	"is_gps_enabled" boolean DEFAULT false NOT NULL,
	"sector" text DEFAULT 'Cotton' NOT NULL,
	"selected_commodities" text[] DEFAULT '{}'::text[] NOT NULL,
	"risk_methodology" text DEFAULT 'HIGHEST_RISK' NOT NULL,
	"risk_weights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_steps" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"completed_configuring_system_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_details_single_row" CHECK ("business_details"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "indicators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category_id" uuid,
	"parent_id" uuid,
	"risk_severity" smallint,
	"icon" text,
	"urls" text[],
	"description" text,
	"is_default_external_risk_index" boolean DEFAULT false NOT NULL,
	"creator_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_definition_attributes" (
	"product_definition_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL,
	"order" integer NOT NULL,
	"is_optional" boolean DEFAULT false NOT NULL,
	"is_add_manually_only" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_definition_attributes_product_definition_id_attribute_id_pk" PRIMARY KEY("product_definition_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "product_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"goods" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "business_details" ADD CONSTRAINT "business_details_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_category_id_indicators_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_parent_id_indicators_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_definition_attributes" ADD CONSTRAINT "product_definition_attributes_product_definition_id_product_definitions_id_fk" FOREIGN KEY ("product_definition_id") REFERENCES "public"."product_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_definition_attributes" ADD CONSTRAINT "product_definition_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indicators_live_type_idx" ON "indicators" USING btree ("type") WHERE "indicators"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "indicators_category_idx" ON "indicators" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "indicators_parent_idx" ON "indicators" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_name_live_idx" ON "attributes" USING btree (lower("name")) WHERE "attributes"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_definitions_name_live_idx" ON "product_definitions" USING btree (lower("name")) WHERE "product_definitions"."deleted_at" is null;