CREATE TABLE "country_risk_scores" (
	"country_id" uuid PRIMARY KEY NOT NULL,
	"score" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicator_list_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"rows" jsonb NOT NULL,
	"uploaded_by_id" uuid NOT NULL,
	"imported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_risk_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" uuid,
	"country_name" text NOT NULL,
	"good" text NOT NULL,
	"external_indicator_id" uuid NOT NULL,
	"sub_indicator_id" uuid,
	"severity" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "country_risk_scores" ADD CONSTRAINT "country_risk_scores_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_list_uploads" ADD CONSTRAINT "indicator_list_uploads_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_risk_listings" ADD CONSTRAINT "product_risk_listings_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_risk_listings" ADD CONSTRAINT "product_risk_listings_external_indicator_id_indicators_id_fk" FOREIGN KEY ("external_indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_risk_listings" ADD CONSTRAINT "product_risk_listings_sub_indicator_id_indicators_id_fk" FOREIGN KEY ("sub_indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_risk_listings_country_good_idx" ON "product_risk_listings" USING btree ("country_id","good");--> statement-breakpoint
-- The four external risk indicators every system starts with (DOMAIN.md §2.3 "Both pilots").
INSERT INTO "indicators" ("type", "name", "icon", "description", "urls", "is_default_external_risk_index", "translations") VALUES
	(4, 'Country based risk', 'Country based risk', 'Global Slavery Index prevalence and US Trafficking in Persons tier, combined as a score from 0 to 100 per country.', ARRAY['https://www.walkfree.org/global-slavery-index/', 'https://www.state.gov/trafficking-in-persons-report/'], true, '{"en": "Country based risk"}'),
	(4, 'Goods produced with child labor (ILAB List of Goods)', 'Child labour', 'Goods the US Department of Labor lists as produced with child labour in a country.', ARRAY['https://www.dol.gov/agencies/ilab/reports/child-labor/list-of-goods'], true, '{"en": "Goods produced with child labor (ILAB List of Goods)"}'),
	(4, 'Goods produced with forced labor (ILAB List of Goods)', 'Forced labour', 'Goods the US Department of Labor lists as produced with forced labour in a country.', ARRAY['https://www.dol.gov/agencies/ilab/reports/child-labor/list-of-goods'], true, '{"en": "Goods produced with forced labor (ILAB List of Goods)"}'),
	(4, 'Goods produced with forced or indentured child labor (ILAB List of Goods)', 'Child labour', 'Goods the US Department of Labor lists as produced with forced or indentured child labour in a country.', ARRAY['https://www.dol.gov/agencies/ilab/reports/child-labor/list-of-goods'], true, '{"en": "Goods produced with forced or indentured child labor (ILAB List of Goods)"}');
