ALTER TABLE "files" ADD COLUMN "stored_at" timestamp with time zone;--> statement-breakpoint
-- Every file uploaded before this column existed was stored within its row's own transaction.
UPDATE "files" SET "stored_at" = "created_at";
