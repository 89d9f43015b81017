CREATE TABLE "gamification_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"reasons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"like_pair_daily_limit" integer,
	"level_thresholds" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_settings_single_row" CHECK ("gamification_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_type" text NOT NULL,
	"target" integer NOT NULL,
	"points" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_event_type_check" CHECK ("missions"."event_type" in ('profile_completed', 'post_published', 'comment_written', 'like_received', 'lesson_completed', 'course_completed', 'daily_visit')),
	CONSTRAINT "missions_target_check" CHECK ("missions"."target" between 1 and 100000),
	CONSTRAINT "missions_points_check" CHECK ("missions"."points" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"points" integer NOT NULL,
	"actor_id" text,
	"reverses" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_reason_check" CHECK ("points_ledger"."reason" in ('post_published', 'comment_written', 'like_received', 'lesson_completed', 'course_completed', 'mission_completed', 'daily_visit'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "type" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "comment_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "lesson_comment_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_state" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_batch" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "missions_order_idx" ON "missions" USING btree ("order","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_event_key" ON "points_ledger" USING btree ("user_id","reason","source");--> statement-breakpoint
CREATE INDEX "points_ledger_user_reason_created_idx" ON "points_ledger" USING btree ("user_id","reason","created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_created_idx" ON "points_ledger" USING btree ("created_at","user_id","points");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_id_post_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_lesson_comment_id_lesson_comments_id_fk" FOREIGN KEY ("lesson_comment_id") REFERENCES "public"."lesson_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_group_key" ON "notifications" USING btree ("user_id","group_key") WHERE "notifications"."read_at" is null and "notifications"."group_key" is not null;--> statement-breakpoint
CREATE INDEX "notifications_email_pending_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."email_state" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "notifications_post_idx" ON "notifications" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "notifications_comment_idx" ON "notifications" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "notifications_lesson_comment_idx" ON "notifications" USING btree ("lesson_comment_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_email_state_check" CHECK ("notifications"."email_state" is null or "notifications"."email_state" in ('pending', 'sending', 'sent', 'skipped'));--> statement-breakpoint
-- The default missions (admins edit, deactivate or delete them; /missoes shows the active ones).
INSERT INTO "missions" ("title", "description", "event_type", "target", "points", "order") VALUES
  ('Complete seu perfil', 'Adicione uma foto e uma bio ao seu perfil.', 'profile_completed', 1, 20, 1),
  ('Primeira publicação', 'Publique seu primeiro post na comunidade.', 'post_published', 1, 10, 2),
  ('Primeira aula concluída', 'Conclua sua primeira aula de um curso.', 'lesson_completed', 1, 10, 3),
  ('Cinco comentários', 'Comente cinco vezes em publicações de outros membros.', 'comment_written', 5, 15, 4),
  ('Primeiro curso concluído', 'Conclua todas as aulas de um curso.', 'course_completed', 1, 50, 5);
--> statement-breakpoint
-- Back-fill of an existing community: what members did before the ledger, with the default rules
-- (points per reason, daily caps and the like-pair limit by São Paulo day, nothing for one's own
-- content), dated when it happened; then every member's points and level from the ledger.
-- Published posts that are not deleted: 10 points, 5 a day.
INSERT INTO "points_ledger" ("user_id", "reason", "source", "points", "created_at")
SELECT "author_id", 'post_published', "id"::text,
  CASE WHEN row_number() OVER (PARTITION BY "author_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date
                               ORDER BY "created_at", "id") <= 5 THEN 10 ELSE 0 END,
  "created_at"
FROM "posts" WHERE NOT "is_deleted"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Comments and replies on someone else's post: 3 points, 20 a day.
INSERT INTO "points_ledger" ("user_id", "reason", "source", "points", "created_at")
SELECT c."author_id", 'comment_written', c."id"::text,
  CASE WHEN row_number() OVER (PARTITION BY c."author_id", (c."created_at" AT TIME ZONE 'America/Sao_Paulo')::date
                               ORDER BY c."created_at", c."id") <= 20 THEN 3 ELSE 0 END,
  c."created_at"
FROM "post_comments" c JOIN "posts" p ON p."id" = c."post_id"
WHERE c."author_id" <> p."author_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Likes on someone else's post pay its author 1 point: 3 a day from the same member, 50 a day in all.
WITH "likes" AS (
  SELECT p."author_id", l."user_id" AS "liker", l."post_id", l."created_at",
         (l."created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "day"
  FROM "post_likes" l JOIN "posts" p ON p."id" = l."post_id"
  WHERE l."user_id" <> p."author_id"
), "paired" AS (
  SELECT *, row_number() OVER (PARTITION BY "author_id", "liker", "day" ORDER BY "created_at", "post_id") <= 3 AS "in_pair"
  FROM "likes"
), "ranked" AS (
  SELECT *, row_number() OVER (PARTITION BY "author_id", "day", "in_pair" ORDER BY "created_at", "post_id") AS "rank"
  FROM "paired"
)
INSERT INTO "points_ledger" ("user_id", "reason", "source", "points", "actor_id", "created_at")
SELECT "author_id", 'like_received', "post_id"::text || ':' || "liker",
  CASE WHEN "in_pair" AND "rank" <= 50 THEN 1 ELSE 0 END, "liker", "created_at"
FROM "ranked"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Completed lessons: 5 points, 30 a day.
INSERT INTO "points_ledger" ("user_id", "reason", "source", "points", "created_at")
SELECT "user_id", 'lesson_completed', "lesson_id"::text,
  CASE WHEN row_number() OVER (PARTITION BY "user_id", (coalesce("completed_at", "updated_at") AT TIME ZONE 'America/Sao_Paulo')::date
                               ORDER BY coalesce("completed_at", "updated_at"), "lesson_id") <= 30 THEN 5 ELSE 0 END,
  coalesce("completed_at", "updated_at")
FROM "lesson_progress" WHERE "completed"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Courses whose every lesson the member completed: 50 points, 5 a day.
INSERT INTO "points_ledger" ("user_id", "reason", "source", "points", "created_at")
SELECT "user_id", 'course_completed', "course_id"::text,
  CASE WHEN row_number() OVER (PARTITION BY "user_id", ("done_at" AT TIME ZONE 'America/Sao_Paulo')::date
                               ORDER BY "done_at", "course_id") <= 5 THEN 50 ELSE 0 END,
  "done_at"
FROM (
  SELECT lp."user_id", cl."course_id", max(coalesce(lp."completed_at", lp."updated_at")) AS "done_at", count(*) AS "done"
  FROM "lesson_progress" lp JOIN "course_lessons" cl ON cl."id" = lp."lesson_id"
  WHERE lp."completed"
  GROUP BY lp."user_id", cl."course_id"
) d
WHERE d."done" = (SELECT count(*) FROM "course_lessons" x WHERE x."course_id" = d."course_id")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Missions already reached, paid once, dated by the event that reached the target.
INSERT INTO "points_ledger" ("user_id", "reason", "source", "points", "created_at")
SELECT e."user_id", 'mission_completed', m."id"::text, m."points", e."at"[m."target"]
FROM "missions" m
JOIN (
  SELECT "user_id", "reason", array_agg("created_at" ORDER BY "created_at", "id") AS "at"
  FROM "points_ledger" WHERE "reverses" IS NULL GROUP BY "user_id", "reason"
) e ON e."reason" = m."event_type" AND cardinality(e."at") >= m."target"
WHERE m."is_active"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "profiles" p SET "points" = coalesce((SELECT sum(l."points") FROM "points_ledger" l WHERE l."user_id" = p."id"), 0);
--> statement-breakpoint
UPDATE "profiles" SET "level" = CASE WHEN "points" >= 5000 THEN 'Grande Mestre' WHEN "points" >= 1000 THEN 'Mestre Jedi'
                                     WHEN "points" >= 100 THEN 'Jedi' ELSE 'Padawan' END;
