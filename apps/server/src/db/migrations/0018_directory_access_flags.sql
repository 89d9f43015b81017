ALTER TABLE "profiles" ADD COLUMN "has_course_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "has_category_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_with_access_idx" ON "profiles" USING btree ("created_at","id","has_course_access","has_category_access") WHERE "profiles"."has_course_access" or "profiles"."has_category_access";--> statement-breakpoint
CREATE INDEX "profiles_admins_idx" ON "profiles" USING btree ("created_at","id") WHERE "profiles"."is_admin";--> statement-breakpoint
CREATE INDEX "profiles_roles_idx" ON "profiles" USING btree ("is_student","is_moderator","is_admin");--> statement-breakpoint
UPDATE "profiles" p SET
  "has_course_access" = exists (select 1 from "user_courses" uc where uc."user_id" = p."id" and uc."access_granted"),
  "has_category_access" = exists (select 1 from "user_course_categories" uc where uc."user_id" = p."id" and uc."access_granted");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "profiles_sync_course_access"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member text;
BEGIN
  FOREACH member IN ARRAY array_remove(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD."user_id" END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW."user_id" END], NULL)
  LOOP
    UPDATE "profiles" SET "has_course_access" = exists (
      select 1 from "user_courses" uc where uc."user_id" = member and uc."access_granted")
    WHERE "id" = member;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "profiles_sync_category_access"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member text;
BEGIN
  FOREACH member IN ARRAY array_remove(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD."user_id" END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW."user_id" END], NULL)
  LOOP
    UPDATE "profiles" SET "has_category_access" = exists (
      select 1 from "user_course_categories" uc where uc."user_id" = member and uc."access_granted")
    WHERE "id" = member;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_courses_sync_access" AFTER INSERT OR DELETE OR UPDATE OF "access_granted", "user_id" ON "user_courses"
  FOR EACH ROW EXECUTE FUNCTION "profiles_sync_course_access"();--> statement-breakpoint
CREATE TRIGGER "user_course_categories_sync_access" AFTER INSERT OR DELETE OR UPDATE OF "access_granted", "user_id" ON "user_course_categories"
  FOR EACH ROW EXECUTE FUNCTION "profiles_sync_category_access"();
