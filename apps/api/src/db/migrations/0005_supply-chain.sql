CREATE TABLE "calculated_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"node_metadata_id" uuid NOT NULL,
	"output_product_definition_id" uuid NOT NULL,
	"output_attribute_id" uuid NOT NULL,
	"input_product_definition_ids" uuid[] NOT NULL,
	"expression" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_chain_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" uuid NOT NULL,
	"from_role_id" uuid,
	"chain_id" uuid NOT NULL,
	"output_product_definition_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_chain_node_metadata" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" uuid NOT NULL,
	"chain_id" uuid NOT NULL,
	"position_top" double precision DEFAULT 0 NOT NULL,
	"position_left" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calculated_fields" ADD CONSTRAINT "calculated_fields_node_metadata_id_supply_chain_node_metadata_id_fk" FOREIGN KEY ("node_metadata_id") REFERENCES "public"."supply_chain_node_metadata"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculated_fields" ADD CONSTRAINT "calculated_fields_output_product_definition_id_product_definitions_id_fk" FOREIGN KEY ("output_product_definition_id") REFERENCES "public"."product_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculated_fields" ADD CONSTRAINT "calculated_fields_output_attribute_id_attributes_id_fk" FOREIGN KEY ("output_attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_chain_lines" ADD CONSTRAINT "supply_chain_lines_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_chain_lines" ADD CONSTRAINT "supply_chain_lines_from_role_id_roles_id_fk" FOREIGN KEY ("from_role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_chain_node_metadata" ADD CONSTRAINT "supply_chain_node_metadata_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calculated_fields_output_idx" ON "calculated_fields" USING btree ("node_metadata_id","output_product_definition_id","output_attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_chain_lines_pair_idx" ON "supply_chain_lines" USING btree ("role_id","from_role_id") WHERE "supply_chain_lines"."from_role_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "supply_chain_lines_initial_idx" ON "supply_chain_lines" USING btree ("role_id") WHERE "supply_chain_lines"."from_role_id" is null;--> statement-breakpoint
CREATE INDEX "supply_chain_lines_chain_idx" ON "supply_chain_lines" USING btree ("chain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_chain_node_metadata_role_idx" ON "supply_chain_node_metadata" USING btree ("role_id");