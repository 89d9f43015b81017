UPDATE "course_lessons" SET "duration_seconds" = coalesce("duration_minutes", 0) * 60;--> statement-breakpoint
ALTER TABLE "course_lessons" DROP COLUMN "duration_minutes";