ALTER TABLE "community_settings" ADD COLUMN "public_page" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "public_description" text;