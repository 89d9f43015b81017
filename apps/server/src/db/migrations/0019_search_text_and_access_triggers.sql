CREATE INDEX "profiles_search_text_idx" ON "profiles" USING btree ("search_text");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "profiles_sync_access"() RETURNS trigger LANGUAGE plpgsql AS $$
-- Keeps the profiles flag named by the trigger's argument true while the member holds a granted row
-- in the trigger's own table (user_courses or user_course_categories).
DECLARE
  member text;
BEGIN
  FOREACH member IN ARRAY array_remove(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD."user_id" END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW."user_id" END], NULL)
  LOOP
    EXECUTE format(
      'UPDATE "profiles" SET %I = exists (select 1 from %I.%I g where g."user_id" = $1 and g."access_granted") WHERE "id" = $1',
      TG_ARGV[0], TG_TABLE_SCHEMA, TG_TABLE_NAME)
    USING member;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "user_courses_sync_access" ON "user_courses";--> statement-breakpoint
DROP TRIGGER "user_course_categories_sync_access" ON "user_course_categories";--> statement-breakpoint
CREATE TRIGGER "user_courses_sync_access" AFTER INSERT OR DELETE OR UPDATE OF "access_granted", "user_id" ON "user_courses"
  FOR EACH ROW EXECUTE FUNCTION "profiles_sync_access"('has_course_access');--> statement-breakpoint
CREATE TRIGGER "user_course_categories_sync_access" AFTER INSERT OR DELETE OR UPDATE OF "access_granted", "user_id" ON "user_course_categories"
  FOR EACH ROW EXECUTE FUNCTION "profiles_sync_access"('has_category_access');--> statement-breakpoint
DROP FUNCTION "profiles_sync_course_access"();--> statement-breakpoint
DROP FUNCTION "profiles_sync_category_access"();
