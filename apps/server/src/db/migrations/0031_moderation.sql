CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text,
	"target_label" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "banned_emails" (
	"email" text PRIMARY KEY NOT NULL,
	"banned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"banned_by" text
);
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid,
	"member_id" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('keep', 'hide', 'delete', 'approve', 'warn', 'silence', 'suspend', 'ban', 'lift'))
);
--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"author_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"held_reason" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"outcome" text,
	CONSTRAINT "moderation_cases_kind_check" CHECK (kind in ('post', 'comment', 'lesson_comment', 'chat_message', 'suggestion', 'suggestion_comment', 'supplier_rating', 'profile')),
	CONSTRAINT "moderation_cases_status_check" CHECK ("moderation_cases"."status" in ('open', 'closed')),
	CONSTRAINT "moderation_cases_held_check" CHECK ("moderation_cases"."held_reason" is null or "moderation_cases"."held_reason" in ('links', 'words', 'repeated')),
	CONSTRAINT "moderation_cases_outcome_check" CHECK ("moderation_cases"."outcome" is null or "moderation_cases"."outcome" in ('keep', 'hide', 'delete', 'approve'))
);
--> statement-breakpoint
CREATE TABLE "moderation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "moderation_reports_reason_check" CHECK ("moderation_reports"."reason" in ('spam', 'ofensivo', 'assedio', 'improprio', 'outro'))
);
--> statement-breakpoint
CREATE TABLE "moderation_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hide_threshold" integer DEFAULT 3 NOT NULL,
	"word_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"link_limit" integer DEFAULT 2 NOT NULL,
	"min_points" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_settings_single_row" CHECK ("moderation_settings"."id" = 1),
	CONSTRAINT "moderation_settings_threshold_check" CHECK ("moderation_settings"."hide_threshold" between 1 and 50),
	CONSTRAINT "moderation_settings_links_check" CHECK ("moderation_settings"."link_limit" between 0 and 50),
	CONSTRAINT "moderation_settings_points_check" CHECK ("moderation_settings"."min_points" between 0 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_comments" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "silenced_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestion_comments" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banned_emails" ADD CONSTRAINT "banned_emails_banned_by_profiles_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_closed_by_profiles_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "banned_emails_banned_by_idx" ON "banned_emails" USING btree ("banned_by");--> statement-breakpoint
CREATE INDEX "moderation_actions_member_idx" ON "moderation_actions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_actions_actor_idx" ON "moderation_actions" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "moderation_actions_case_idx" ON "moderation_actions" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_open_item_key" ON "moderation_cases" USING btree ("kind","item_id") WHERE "moderation_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("opened_at","id") WHERE "moderation_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_cases_item_idx" ON "moderation_cases" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "moderation_cases_author_idx" ON "moderation_cases" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "moderation_cases_closed_by_idx" ON "moderation_cases" USING btree ("closed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_case_reporter_key" ON "moderation_reports" USING btree ("case_id","reporter_id");--> statement-breakpoint
CREATE INDEX "moderation_reports_reporter_idx" ON "moderation_reports" USING btree ("reporter_id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_moderation_check" CHECK ("chat_messages"."moderation" in ('visible', 'hidden', 'held'));--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_moderation_check" CHECK ("post_comments"."moderation" in ('visible', 'hidden', 'held'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_moderation_check" CHECK ("posts"."moderation" in ('visible', 'hidden', 'held'));--> statement-breakpoint
ALTER TABLE "lesson_comments" ADD CONSTRAINT "lesson_comments_moderation_check" CHECK ("lesson_comments"."moderation" in ('visible', 'hidden', 'held'));--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD CONSTRAINT "supplier_ratings_moderation_check" CHECK ("supplier_ratings"."moderation" in ('visible', 'hidden', 'held'));--> statement-breakpoint
ALTER TABLE "suggestion_comments" ADD CONSTRAINT "suggestion_comments_moderation_check" CHECK ("suggestion_comments"."moderation" in ('visible', 'hidden', 'held'));--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_moderation_check" CHECK ("suggestions"."moderation" in ('visible', 'hidden', 'held'));--> statement-breakpoint
-- Hidden and held content leaves the search index (and so the agents' citations) like deleted
-- content, and comes back when a moderator keeps or approves it.
CREATE OR REPLACE FUNCTION search_sync_post() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown boolean := NOT NEW.is_deleted AND NEW.moderation = 'visible';
BEGIN
  DELETE FROM search_chunks WHERE post_id = NEW.id AND (kind = 'post' OR NOT shown);
  IF shown THEN
    PERFORM search_put('post', NULL, NULL, NEW.id, NULL, NEW.space_id, NEW.title, NEW.content,
                       true, false, NULL, NEW.created_at);
    IF TG_OP = 'UPDATE' AND OLD.moderation IS DISTINCT FROM NEW.moderation THEN
      UPDATE post_comments SET content = content WHERE post_id = NEW.id AND moderation = 'visible';
    ELSIF TG_OP = 'UPDATE' THEN
      UPDATE search_chunks SET title = NEW.title, space_id = NEW.space_id, tsv = search_tsv('', body, NEW.title)
       WHERE post_id = NEW.id AND kind = 'comment';
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER search_sync_post ON posts;--> statement-breakpoint
CREATE TRIGGER search_sync_post AFTER INSERT OR UPDATE OF title, content, is_deleted, space_id, moderation ON posts
  FOR EACH ROW EXECUTE FUNCTION search_sync_post();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sync_comment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  DELETE FROM search_chunks WHERE comment_id = NEW.id;
  SELECT title, space_id, is_deleted, moderation INTO p FROM posts WHERE id = NEW.post_id;
  IF FOUND AND NOT p.is_deleted AND p.moderation = 'visible' AND NEW.moderation = 'visible' THEN
    PERFORM search_put('comment', NULL, NULL, NEW.post_id, NEW.id, p.space_id, p.title, NEW.content,
                       true, false, NULL, NEW.created_at);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER search_sync_comment ON post_comments;--> statement-breakpoint
CREATE TRIGGER search_sync_comment AFTER INSERT OR UPDATE OF content, moderation ON post_comments
  FOR EACH ROW EXECUTE FUNCTION search_sync_comment();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sync_suggestion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_chunks WHERE suggestion_id = NEW.id;
  IF NEW.status <> 'duplicada' AND NEW.moderation = 'visible' THEN
    PERFORM search_put('suggestion', NULL, NULL, NULL, NULL, NULL, NEW.title, NEW.description, true, false, NULL,
                       NEW.created_at, NULL, NULL, NULL, NULL, NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER search_sync_suggestion ON suggestions;--> statement-breakpoint
CREATE TRIGGER search_sync_suggestion AFTER INSERT OR UPDATE OF title, description, status, moderation ON suggestions
  FOR EACH ROW EXECUTE FUNCTION search_sync_suggestion();
