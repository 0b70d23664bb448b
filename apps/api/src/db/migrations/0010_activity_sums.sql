DROP INDEX "by_products_facility_idx";--> statement-breakpoint
ALTER TABLE "facility_items" ADD COLUMN "quantity_kg" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "facility_items" ADD COLUMN "purchased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facility_items" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "verified_weight_kg" numeric(20, 6);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "not_verified_weight_kg" numeric(20, 6);--> statement-breakpoint
-- Existing trades: the verified and not verified kilograms of each purchase and sale, from its products.
UPDATE "transactions" AS t SET "verified_weight_kg" = s.verified, "not_verified_weight_kg" = s.not_verified
FROM (
  SELECT ti.transaction_id,
    sum(p.quantity_kg * coalesce(p.verified_percentage, 0)) / 100 AS verified,
    sum(p.quantity_kg * CASE WHEN p.verified_percentage IS NULL THEN 100 ELSE coalesce(p.not_verified_percentage, 100 - p.verified_percentage) END) / 100 AS not_verified
  FROM "transaction_items" AS ti JOIN "products" AS p ON p.id = ti.product_id
  GROUP BY ti.transaction_id
) AS s
WHERE t.id = s.transaction_id AND t.type IN (1, 2) AND t.total_weight_kg IS NOT NULL;--> statement-breakpoint
-- Existing holdings: what each buyer bought, and when it first sold it or used it as an input.
UPDATE "facility_items" AS fi SET "purchased_at" = t.transacted_at, "quantity_kg" = p.quantity_kg
FROM "transaction_items" AS ti
JOIN "transactions" AS t ON t.id = ti.transaction_id AND t.type = 1 AND t.deleted_at IS NULL
JOIN "products" AS p ON p.id = ti.product_id
WHERE fi.facility_id = t.to_facility_id AND fi.product_id = ti.product_id;--> statement-breakpoint
UPDATE "facility_items" AS fi SET "released_at" = r.released_at
FROM (
  SELECT facility_id, product_id, min(at) AS released_at FROM (
    SELECT t.from_facility_id AS facility_id, ti.product_id, t.transacted_at AS at
    FROM "transaction_items" AS ti JOIN "transactions" AS t ON t.id = ti.transaction_id AND t.type = 2 AND t.deleted_at IS NULL
    UNION ALL
    SELECT tr.facility_id, tri.product_id, tr.transformed_at
    FROM "transformation_items" AS tri JOIN "transformations" AS tr ON tr.id = tri.transformation_id
    WHERE tri.role = 'input'
  ) AS releases GROUP BY facility_id, product_id
) AS r
WHERE fi.facility_id = r.facility_id AND fi.product_id = r.product_id;--> statement-breakpoint
CREATE INDEX "facility_items_purchased_idx" ON "facility_items" USING btree ("facility_id","purchased_at","quantity_kg","released_at") WHERE "facility_items"."purchased_at" is not null;--> statement-breakpoint
CREATE INDEX "transactions_purchase_sums_idx" ON "transactions" USING btree ("to_facility_id","transacted_at","from_facility_id","total_weight_kg","verified_weight_kg","not_verified_weight_kg") WHERE "transactions"."type" = 1 and "transactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transactions_sale_sums_idx" ON "transactions" USING btree ("from_facility_id","transacted_at","total_weight_kg") WHERE "transactions"."type" = 2 and "transactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "by_products_facility_idx" ON "by_products" USING btree ("facility_id","recorded_at","total_weight_kg");