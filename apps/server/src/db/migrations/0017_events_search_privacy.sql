CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"size_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('pending', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "event_reminders" (
	"event_id" uuid NOT NULL,
	"occurrence_at" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminders_event_id_occurrence_at_user_id_kind_pk" PRIMARY KEY("event_id","occurrence_at","user_id","kind"),
	CONSTRAINT "event_reminders_kind_check" CHECK ("event_reminders"."kind" in ('24h', '1h'))
);
--> statement-breakpoint
CREATE TABLE "event_rsvps" (
	"event_id" uuid NOT NULL,
	"occurrence_at" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_event_id_occurrence_at_user_id_pk" PRIMARY KEY("event_id","occurrence_at","user_id"),
	CONSTRAINT "event_rsvps_status_check" CHECK ("event_rsvps"."status" in ('going', 'maybe', 'not_going', 'waitlist'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"location" text,
	"online_url" text,
	"capacity" integer,
	"cover_url" text,
	"recurrence" text,
	"recurrence_ends_at" timestamp with time zone,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "events_time_check" CHECK ("events"."ends_at" >= "events"."starts_at"),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "search_chunks" DROP CONSTRAINT "search_chunks_kind_check";--> statement-breakpoint
ALTER TABLE "media_uploads" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD COLUMN "suggestion_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_expires_idx" ON "data_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_pending_idx" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "event_reminders_user_idx" ON "event_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_rsvps_user_idx" ON "event_rsvps" USING btree ("user_id","occurrence_at");--> statement-breakpoint
CREATE INDEX "event_rsvps_status_idx" ON "event_rsvps" USING btree ("event_id","occurrence_at","status","created_at");--> statement-breakpoint
CREATE INDEX "event_rsvps_answered_idx" ON "event_rsvps" USING btree ("answered_at");--> statement-breakpoint
CREATE INDEX "events_space_starts_idx" ON "events" USING btree ("space_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "events_recurrence_ends_idx" ON "events" USING btree ("recurrence_ends_at");--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_usage_created_idx" ON "ai_usage" USING btree ("created_at","tokens_in","tokens_out");--> statement-breakpoint
CREATE INDEX "lesson_progress_course_user_idx" ON "lesson_progress" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "lesson_progress_completed_idx" ON "lesson_progress" USING btree ("completed_at") WHERE "lesson_progress"."completed";--> statement-breakpoint
CREATE INDEX "media_uploads_event_idx" ON "media_uploads" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "post_comments_created_idx" ON "post_comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_event_idx" ON "notifications" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "search_chunks_course_tsv_idx" ON "search_chunks" USING gin ("tsv") WITH (fastupdate=false) WHERE "search_chunks"."kind" in ('course', 'lesson');--> statement-breakpoint
CREATE INDEX "search_chunks_wiki_tsv_idx" ON "search_chunks" USING gin ("tsv") WITH (fastupdate=false) WHERE "search_chunks"."kind" = 'wiki';--> statement-breakpoint
CREATE INDEX "search_chunks_supplier_tsv_idx" ON "search_chunks" USING gin ("tsv") WITH (fastupdate=false) WHERE "search_chunks"."kind" = 'supplier';--> statement-breakpoint
CREATE INDEX "search_chunks_event_tsv_idx" ON "search_chunks" USING gin ("tsv") WITH (fastupdate=false) WHERE "search_chunks"."kind" = 'event';--> statement-breakpoint
CREATE INDEX "search_chunks_suggestion_tsv_idx" ON "search_chunks" USING gin ("tsv") WITH (fastupdate=false) WHERE "search_chunks"."kind" = 'suggestion';--> statement-breakpoint
CREATE INDEX "search_chunks_event_idx" ON "search_chunks" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "search_chunks_suggestion_idx" ON "search_chunks" USING btree ("suggestion_id");--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_kind_check" CHECK ("search_chunks"."kind" in ('course', 'lesson', 'post', 'comment', 'wiki', 'supplier', 'event', 'suggestion'));--> statement-breakpoint
-- Search: events and suggestions become passages of search_chunks (triggers below).
-- search_put learns two more sources: events and suggestions.
DROP FUNCTION search_put(text, uuid, uuid, uuid, uuid, uuid, text, text, boolean, boolean, integer, timestamptz, text, uuid, uuid);--> statement-breakpoint
CREATE FUNCTION search_put(
  p_kind text, p_course uuid, p_lesson uuid, p_post uuid, p_comment uuid, p_space uuid,
  p_title text, p_text text, p_published boolean, p_preview boolean, p_release integer, p_created timestamptz,
  p_context text DEFAULT NULL, p_wiki uuid DEFAULT NULL, p_supplier uuid DEFAULT NULL,
  p_event uuid DEFAULT NULL, p_suggestion uuid DEFAULT NULL
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  passage text;
  n integer := 0;
BEGIN
  FOR passage IN SELECT search_passages(p_text) LOOP
    INSERT INTO search_chunks (kind, course_id, lesson_id, post_id, comment_id, space_id, wiki_article_id, supplier_id,
                               event_id, suggestion_id, chunk_no, title, body, published, is_preview,
                               release_after_days, created_at, tsv)
    VALUES (p_kind, p_course, p_lesson, p_post, p_comment, p_space, p_wiki, p_supplier, p_event, p_suggestion, n,
            p_title, passage, p_published, p_preview, p_release, p_created,
            -- a comment's title is its post's: it counts as context, not as the comment's own words
            CASE WHEN p_kind = 'comment' THEN search_tsv('', passage, p_title)
                 ELSE search_tsv(p_title, passage, p_context) END);
    n := n + 1;
  END LOOP;
  IF n = 0 THEN
    INSERT INTO search_chunks (kind, course_id, lesson_id, post_id, comment_id, space_id, wiki_article_id, supplier_id,
                               event_id, suggestion_id, chunk_no, title, body, published, is_preview,
                               release_after_days, created_at, tsv)
    VALUES (p_kind, p_course, p_lesson, p_post, p_comment, p_space, p_wiki, p_supplier, p_event, p_suggestion, 0,
            p_title, '', p_published, p_preview, p_release, p_created,
            CASE WHEN p_kind = 'comment' THEN search_tsv('', '', p_title)
                 ELSE search_tsv(p_title, '', p_context) END);
  END IF;
  PERFORM search_learn_terms(concat_ws(' ', p_title, p_text, p_context));
END
$$;--> statement-breakpoint
-- An event: title (A), description (B), its space and place (C). The space is copied so a private
-- space's events are left out for whoever may not see it. A cancelled event leaves the index (the
-- calendar still shows it, marked cancelled).
CREATE OR REPLACE FUNCTION search_sync_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_chunks WHERE event_id = NEW.id;
  IF NEW.status <> 'cancelled' THEN
    PERFORM search_put('event', NULL, NULL, NULL, NULL, NEW.space_id, NEW.title, NEW.description, true, false, NULL,
                       NEW.created_at,
                       concat_ws(' ', (SELECT name FROM spaces WHERE id = NEW.space_id), NEW.location),
                       NULL, NULL, NEW.id, NULL);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_sync_event AFTER INSERT OR UPDATE OF title, description, location, space_id, status ON events
  FOR EACH ROW EXECUTE FUNCTION search_sync_event();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sync_event_space() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET title = title WHERE space_id = NEW.id; -- their passages name the space
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_sync_event_space AFTER UPDATE OF name ON spaces
  FOR EACH ROW EXECUTE FUNCTION search_sync_event_space();--> statement-breakpoint
-- A suggestion: title (A), description (B). One marked 'duplicada' leaves the index: its original,
-- which took its votes, is the one to find.
CREATE OR REPLACE FUNCTION search_sync_suggestion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_chunks WHERE suggestion_id = NEW.id;
  IF NEW.status <> 'duplicada' THEN
    PERFORM search_put('suggestion', NULL, NULL, NULL, NULL, NULL, NEW.title, NEW.description, true, false, NULL,
                       NEW.created_at, NULL, NULL, NULL, NULL, NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_sync_suggestion AFTER INSERT OR UPDATE OF title, description, status ON suggestions
  FOR EACH ROW EXECUTE FUNCTION search_sync_suggestion();--> statement-breakpoint
UPDATE events SET title = title;--> statement-breakpoint
UPDATE suggestions SET title = title;
