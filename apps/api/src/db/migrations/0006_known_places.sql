CREATE TABLE "known_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"district_id" uuid NOT NULL,
	"facility_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "known_places" ADD CONSTRAINT "known_places_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_places" ADD CONSTRAINT "known_places_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_places_learned_point_idx" ON "known_places" USING btree ("latitude","longitude") WHERE "known_places"."facility_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "known_places_facility_idx" ON "known_places" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "known_places_latitude_idx" ON "known_places" USING btree ("latitude");