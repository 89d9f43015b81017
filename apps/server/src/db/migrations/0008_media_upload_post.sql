ALTER TABLE "media_uploads" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploads_post_idx" ON "media_uploads" USING btree ("post_id");--> statement-breakpoint
UPDATE "media_uploads" AS u SET "post_id" = p."id" FROM "posts" AS p WHERE p."media_url" = '/media/media_uploads/' || u."object_key" AND u."post_id" IS NULL;
