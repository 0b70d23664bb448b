-- Product IDs become equal when they differ only in punctuation, spaces or case (what a screen shows is
-- what people type back). Two existing IDs that become equal must not make the start fail on an obscure
-- constraint error, nor be renamed behind anyone's back (they are printed on labels): the start stops
-- here and names them, so an operator renames one of each pair and starts again.
DO $$
DECLARE "clashes" text;
BEGIN
  SELECT string_agg("same", '; ') INTO "clashes" FROM (
    SELECT string_agg('"' || "code" || '"', ' and ' ORDER BY "code") AS "same"
    FROM "products"
    GROUP BY "is_manual_added", CASE WHEN "is_manual_added" THEN "created_facility_id" END, translate(regexp_replace("code", '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]', '', 'g'), 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
    HAVING count(*) > 1
  ) AS "clash";
  IF "clashes" IS NOT NULL THEN
    RAISE EXCEPTION 'These product IDs differ only in punctuation, spaces or case, which product IDs no longer may: %. Rename one of each (UPDATE products SET code = ''...'' WHERE code = ''...'') and start again.', "clashes";
  END IF;
END $$;--> statement-breakpoint
DROP INDEX "products_code_tracked_idx";--> statement-breakpoint
DROP INDEX "products_code_manual_idx";--> statement-breakpoint
-- Batches named alike before names had to differ keep their codes and get a number.
UPDATE "qr_code_batches" AS "batch" SET "name" = "batch"."name" || ' (' || "ranked"."n" || ')' FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "created_at", "id") AS "n" FROM "qr_code_batches" WHERE "deleted_at" is null) AS "ranked" WHERE "ranked"."id" = "batch"."id" AND "ranked"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "qr_code_batches_name_idx" ON "qr_code_batches" USING btree (lower("name")) WHERE "qr_code_batches"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_tracked_idx" ON "products" USING btree (translate(regexp_replace("code", '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]', '', 'g'), 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')) WHERE not "products"."is_manual_added";--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_manual_idx" ON "products" USING btree ("created_facility_id",translate(regexp_replace("code", '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]', '', 'g'), 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')) WHERE "products"."is_manual_added";