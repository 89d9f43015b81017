CREATE TABLE "certificate_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid,
	"logo_upload_id" uuid,
	"signature_upload_id" uuid,
	"signer_name" text,
	"signer_title" text,
	"accent_color" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_settings_accent_check" CHECK ("certificate_settings"."accent_color" is null or "certificate_settings"."accent_color" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
-- Certificates already issued keep the hours they were issued with, now counted in minutes.
ALTER TABLE "certificates" ADD COLUMN "workload_minutes" integer;--> statement-breakpoint
UPDATE "certificates" SET "workload_minutes" = "workload_hours" * 60;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "workload_minutes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_settings" ADD CONSTRAINT "certificate_settings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_settings" ADD CONSTRAINT "certificate_settings_logo_upload_id_media_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."media_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_settings" ADD CONSTRAINT "certificate_settings_signature_upload_id_media_uploads_id_fk" FOREIGN KEY ("signature_upload_id") REFERENCES "public"."media_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_settings_course_key" ON "certificate_settings" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_settings_community_key" ON "certificate_settings" USING btree (("course_id" is null)) WHERE "certificate_settings"."course_id" is null;--> statement-breakpoint
ALTER TABLE "certificates" DROP COLUMN "workload_hours";