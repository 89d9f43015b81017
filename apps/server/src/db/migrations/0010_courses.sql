CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" text NOT NULL,
	"course_id" uuid,
	"member_name" text NOT NULL,
	"course_title" text NOT NULL,
	"workload_hours" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" text,
	CONSTRAINT "certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "lesson_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_uploads" DROP CONSTRAINT "media_uploads_type_check";--> statement-breakpoint
ALTER TABLE "lesson_comments" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "course_id" uuid;--> statement-breakpoint
UPDATE "course_lessons" SET "course_id" = m."course_id" FROM "course_modules" m WHERE m."id" = "course_lessons"."module_id";--> statement-breakpoint
ALTER TABLE "course_lessons" ALTER COLUMN "course_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "course_lessons" SET "slug" = 'aula-' || left("id"::text, 8);--> statement-breakpoint
ALTER TABLE "course_lessons" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "kind" text DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "video_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "duration_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "is_preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "release_after_days" integer;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "courses" SET "published_at" = "created_at" WHERE "is_published";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "offer_url" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "certificate_min_lessons" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "workload_hours" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_comments" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "course_id" uuid;--> statement-breakpoint
UPDATE "lesson_progress" SET "course_id" = l."course_id" FROM "course_lessons" l WHERE l."id" = "lesson_progress"."lesson_id";--> statement-breakpoint
ALTER TABLE "lesson_progress" ALTER COLUMN "course_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "position_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "seconds_watched" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "lesson_progress" SET "completed_at" = "updated_at" WHERE "completed" AND "completed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "user_course_categories" ADD COLUMN "granted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_course_categories" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_courses" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD COLUMN "lesson_id" uuid;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_profiles_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attachments" ADD CONSTRAINT "lesson_attachments_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attachments" ADD CONSTRAINT "lesson_attachments_upload_id_media_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."media_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_course_key" ON "certificates" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lesson_attachments_lesson_idx" ON "lesson_attachments" USING btree ("lesson_id","position");--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_video_upload_id_media_uploads_id_fk" FOREIGN KEY ("video_upload_id") REFERENCES "public"."media_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_comments" ADD CONSTRAINT "lesson_comments_parent_id_lesson_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lesson_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_lessons_course_slug_key" ON "course_lessons" USING btree ("course_id","slug");--> statement-breakpoint
CREATE INDEX "courses_published_order_idx" ON "courses" USING btree ("order","title") WHERE "courses"."is_published";--> statement-breakpoint
CREATE INDEX "courses_published_at_idx" ON "courses" USING btree ("published_at") WHERE "courses"."is_published";--> statement-breakpoint
CREATE INDEX "lesson_comments_parent_idx" ON "lesson_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "lesson_progress_user_course_idx" ON "lesson_progress" USING btree ("user_id","course_id","updated_at");--> statement-breakpoint
CREATE INDEX "lesson_progress_course_idx" ON "lesson_progress" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "media_uploads_lesson_idx" ON "media_uploads" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "media_uploads_course_idx" ON "media_uploads" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_kind_check" CHECK ("course_lessons"."kind" in ('video', 'text'));--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_duration_check" CHECK ("course_lessons"."duration_seconds" >= 0);--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_release_check" CHECK ("course_lessons"."release_after_days" is null or "course_lessons"."release_after_days" between 0 and 3650);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_min_lessons_check" CHECK ("courses"."certificate_min_lessons" is null or "courses"."certificate_min_lessons" > 0);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_workload_check" CHECK ("courses"."workload_hours" is null or "courses"."workload_hours" > 0);--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_position_check" CHECK ("lesson_progress"."position_seconds" >= 0 and "lesson_progress"."seconds_watched" >= 0);--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_type_check" CHECK ("media_uploads"."media_type" in ('image', 'gif', 'video', 'file'));