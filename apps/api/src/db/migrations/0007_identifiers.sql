CREATE TABLE "local_oar_ids" (
	"oar_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"country_id" uuid NOT NULL,
	"province_id" uuid,
	"district_id" uuid,
	"issued_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oar_id_match_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_match_id" text NOT NULL,
	"oar_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"is_confirmed" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"registration" jsonb NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rmi_facilities" (
	"facility_id" text PRIMARY KEY NOT NULL,
	"metal" text NOT NULL,
	"facility_name" text NOT NULL,
	"state_province_region" text,
	"country_location" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_oar_ids" ADD CONSTRAINT "local_oar_ids_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_oar_ids" ADD CONSTRAINT "local_oar_ids_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oar_id_match_candidates" ADD CONSTRAINT "oar_id_match_candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oar_id_match_candidates_user_idx" ON "oar_id_match_candidates" USING btree ("user_id","registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rmi_facilities_lower_id_idx" ON "rmi_facilities" USING btree (lower("facility_id"));