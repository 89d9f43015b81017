CREATE TABLE "course_outline_versions" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "course_outline_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
-- Raises the outline counter of the course (or both courses, when a row moves) whose module or
-- lesson was inserted, changed or deleted.
DECLARE
  course uuid;
BEGIN
  FOREACH course IN ARRAY array_remove(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD."course_id" END,
    CASE WHEN TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."course_id" IS DISTINCT FROM OLD."course_id")
      THEN NEW."course_id" END], NULL)
  LOOP
    INSERT INTO "course_outline_versions" ("course_id") VALUES (course)
      ON CONFLICT ("course_id") DO UPDATE SET "version" = "course_outline_versions"."version" + 1;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "course_modules_outline" AFTER INSERT OR UPDATE OR DELETE ON "course_modules"
  FOR EACH ROW EXECUTE FUNCTION "course_outline_bump"();--> statement-breakpoint
CREATE TRIGGER "course_lessons_outline" AFTER INSERT OR UPDATE OR DELETE ON "course_lessons"
  FOR EACH ROW EXECUTE FUNCTION "course_outline_bump"();
