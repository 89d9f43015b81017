ALTER TABLE "chat_messages" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
UPDATE "posts" SET "created_at" = date_trunc('milliseconds', "created_at") WHERE "created_at" <> date_trunc('milliseconds', "created_at");--> statement-breakpoint
UPDATE "chat_messages" SET "created_at" = date_trunc('milliseconds', "created_at") WHERE "created_at" <> date_trunc('milliseconds', "created_at");
