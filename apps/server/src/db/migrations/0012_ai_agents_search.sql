CREATE TABLE "ai_agent_courses" (
	"agent_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	CONSTRAINT "ai_agent_courses_agent_id_course_id_pk" PRIMARY KEY("agent_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "ai_agent_spaces" (
	"agent_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	CONSTRAINT "ai_agent_spaces_agent_id_space_id_pk" PRIMARY KEY("agent_id","space_id")
);
--> statement-breakpoint
CREATE TABLE "ai_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'complete' NOT NULL,
	"mode" text,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tokens_in" integer,
	"tokens_out" integer,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL,
	CONSTRAINT "ai_messages_role_check" CHECK ("ai_messages"."role" in ('user', 'assistant')),
	CONSTRAINT "ai_messages_status_check" CHECK ("ai_messages"."status" in ('complete', 'partial', 'error')),
	CONSTRAINT "ai_messages_mode_check" CHECK ("ai_messages"."mode" is null or "ai_messages"."mode" in ('model', 'offline'))
);
--> statement-breakpoint
CREATE TABLE "ai_tier_quotas" (
	"tier" text PRIMARY KEY NOT NULL,
	"messages_per_day" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_tier_quotas_tier_check" CHECK ("ai_tier_quotas"."tier" in ('trial', 'basic', 'premium', 'enterprise')),
	CONSTRAINT "ai_tier_quotas_value_check" CHECK ("ai_tier_quotas"."messages_per_day" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "search_chunks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_chunks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"course_id" uuid,
	"lesson_id" uuid,
	"post_id" uuid,
	"comment_id" uuid,
	"space_id" uuid,
	"chunk_no" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"release_after_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tsv" "tsvector" NOT NULL,
	CONSTRAINT "search_chunks_kind_check" CHECK ("search_chunks"."kind" in ('course', 'lesson', 'post', 'comment'))
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_agents" ADD COLUMN "welcome_message" text;--> statement-breakpoint
ALTER TABLE "ai_agents" ADD COLUMN "suggested_questions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_agents" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "ai_agents" ADD COLUMN "scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_agents" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_agents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "ai_tier" text DEFAULT 'trial' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_agent_courses" ADD CONSTRAINT "ai_agent_courses_agent_id_ai_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."ai_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_agent_courses" ADD CONSTRAINT "ai_agent_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_agent_spaces" ADD CONSTRAINT "ai_agent_spaces_agent_id_ai_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."ai_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_agent_spaces" ADD CONSTRAINT "ai_agent_spaces_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_agent_id_ai_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."ai_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_conversation_id_ai_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."ai_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_agent_id_ai_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."ai_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_comment_id_post_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_conversations_owner_idx" ON "ai_conversations" USING btree ("user_id","agent_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "ai_messages_conversation_idx" ON "ai_messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ai_messages_user_idx" ON "ai_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ai_messages_agent_idx" ON "ai_messages" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "search_chunks_tsv_idx" ON "search_chunks" USING gin ("tsv") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_chunks_course_idx" ON "search_chunks" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "search_chunks_lesson_idx" ON "search_chunks" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "search_chunks_post_idx" ON "search_chunks" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "search_chunks_comment_idx" ON "search_chunks" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ai_agents_default_key" ON "ai_agents" USING btree ("is_default") WHERE "ai_agents"."is_default";--> statement-breakpoint
ALTER TABLE "ai_agents" ADD CONSTRAINT "ai_agents_scope_check" CHECK ("ai_agents"."scope" in ('all', 'selected'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_ai_tier_check" CHECK ("profiles"."ai_tier" in ('trial', 'basic', 'premium', 'enterprise'));--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- Title (A), text (B) and where it lives (C: a lesson's course, a comment's post).
CREATE OR REPLACE FUNCTION search_tsv(p_title text, p_body text, p_context text) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('portuguese', unaccent(coalesce(p_title, ''))), 'A')
      || setweight(to_tsvector('portuguese', unaccent(coalesce(p_body, ''))), 'B')
      || setweight(to_tsvector('portuguese', unaccent(coalesce(p_context, ''))), 'C')
$$;--> statement-breakpoint
-- Every new word of a source, in one sorted insert (two writers never take the same words in
-- different orders, so they cannot deadlock on them).
CREATE OR REPLACE FUNCTION search_learn_terms(p_doc text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_terms (term)
  SELECT DISTINCT w FROM regexp_split_to_table(lower(unaccent(coalesce(p_doc, ''))), '[^a-z0-9]+') AS w
  WHERE length(w) BETWEEN 4 AND 32
  ORDER BY w
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- A text as passages of whole paragraphs of at most ~900 characters; a longer paragraph is cut
-- at a space (or at 900 when it has none near the end).
CREATE OR REPLACE FUNCTION search_passages(p_text text) RETURNS SETOF text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  para text;
  piece text;
  buf text := '';
  cut integer;
BEGIN
  FOR para IN SELECT btrim(x) FROM regexp_split_to_table(coalesce(p_text, ''), E'\\n\\s*\\n') AS x LOOP
    WHILE para <> '' LOOP
      IF length(para) <= 900 THEN
        piece := para;
        para := '';
      ELSE
        cut := position(' ' in reverse(left(para, 900)));
        IF cut = 0 OR cut > 600 THEN
          piece := left(para, 900);
          para := btrim(substr(para, 901));
        ELSE
          piece := left(para, 900 - cut);
          para := btrim(substr(para, 902 - cut));
        END IF;
      END IF;
      IF buf <> '' AND length(buf) + length(piece) > 900 THEN
        RETURN NEXT buf;
        buf := piece;
      ELSE
        buf := CASE WHEN buf = '' THEN piece ELSE buf || E'\n\n' || piece END;
      END IF;
    END LOOP;
  END LOOP;
  IF buf <> '' THEN
    RETURN NEXT buf;
  END IF;
END
$$;--> statement-breakpoint
-- Writes the passages of one source (at least one, so a title alone is found) and learns its words.
CREATE OR REPLACE FUNCTION search_put(
  p_kind text, p_course uuid, p_lesson uuid, p_post uuid, p_comment uuid, p_space uuid,
  p_title text, p_text text, p_published boolean, p_preview boolean, p_release integer, p_created timestamptz,
  p_context text DEFAULT NULL
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  passage text;
  n integer := 0;
BEGIN
  FOR passage IN SELECT search_passages(p_text) LOOP
    INSERT INTO search_chunks (kind, course_id, lesson_id, post_id, comment_id, space_id, chunk_no, title, body,
                               published, is_preview, release_after_days, created_at, tsv)
    VALUES (p_kind, p_course, p_lesson, p_post, p_comment, p_space, n, p_title, passage,
            p_published, p_preview, p_release, p_created,
            -- a comment's title is its post's: it counts as context, not as the comment's own words
            CASE WHEN p_kind = 'comment' THEN search_tsv('', passage, p_title)
                 ELSE search_tsv(p_title, passage, p_context) END);
    n := n + 1;
  END LOOP;
  IF n = 0 THEN
    INSERT INTO search_chunks (kind, course_id, lesson_id, post_id, comment_id, space_id, chunk_no, title, body,
                               published, is_preview, release_after_days, created_at, tsv)
    VALUES (p_kind, p_course, p_lesson, p_post, p_comment, p_space, 0, p_title, '',
            p_published, p_preview, p_release, p_created,
            CASE WHEN p_kind = 'comment' THEN search_tsv('', '', p_title)
                 ELSE search_tsv(p_title, '', p_context) END);
  END IF;
  PERFORM search_learn_terms(concat_ws(' ', p_title, p_text, p_context));
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sync_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_chunks WHERE post_id = NEW.id AND (kind = 'post' OR NEW.is_deleted);
  IF NOT NEW.is_deleted THEN
    PERFORM search_put('post', NULL, NULL, NEW.id, NULL, NEW.space_id, NEW.title, NEW.content,
                       true, false, NULL, NEW.created_at);
    IF TG_OP = 'UPDATE' THEN
      UPDATE search_chunks SET title = NEW.title, space_id = NEW.space_id, tsv = search_tsv('', body, NEW.title)
       WHERE post_id = NEW.id AND kind = 'comment';
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_sync_post AFTER INSERT OR UPDATE OF title, content, is_deleted, space_id ON posts
  FOR EACH ROW EXECUTE FUNCTION search_sync_post();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sync_comment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  DELETE FROM search_chunks WHERE comment_id = NEW.id;
  SELECT title, space_id, is_deleted INTO p FROM posts WHERE id = NEW.post_id;
  IF FOUND AND NOT p.is_deleted THEN
    PERFORM search_put('comment', NULL, NULL, NEW.post_id, NEW.id, p.space_id, p.title, NEW.content,
                       true, false, NULL, NEW.created_at);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_sync_comment AFTER INSERT OR UPDATE OF content ON post_comments
  FOR EACH ROW EXECUTE FUNCTION search_sync_comment();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sync_lesson() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c record;
BEGIN
  DELETE FROM search_chunks WHERE lesson_id = NEW.id;
  SELECT is_published, title INTO c FROM courses WHERE id = NEW.course_id;
  PERFORM search_put('lesson', NEW.course_id, NEW.id, NULL, NULL, NULL, NEW.title, NEW.content,
                     coalesce(c.is_published, false), NEW.is_preview, NEW.release_after_days, NEW.created_at,
                     c.title);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_sync_lesson AFTER INSERT OR UPDATE OF title, content, is_preview, release_after_days, course_id
  ON course_lessons FOR EACH ROW EXECUTE FUNCTION search_sync_lesson();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sync_course() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_chunks WHERE course_id = NEW.id AND kind = 'course';
  PERFORM search_put('course', NEW.id, NULL, NULL, NULL, NULL, NEW.title, NEW.description,
                     NEW.is_published, false, NULL, NEW.created_at);
  IF TG_OP = 'UPDATE' AND OLD.is_published IS DISTINCT FROM NEW.is_published THEN
    UPDATE search_chunks SET published = NEW.is_published WHERE course_id = NEW.id AND kind = 'lesson';
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.title IS DISTINCT FROM NEW.title THEN
    UPDATE course_lessons SET title = title WHERE course_id = NEW.id; -- their passages name the course
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_sync_course AFTER INSERT OR UPDATE OF title, description, is_published ON courses
  FOR EACH ROW EXECUTE FUNCTION search_sync_course();--> statement-breakpoint
UPDATE courses SET title = title;--> statement-breakpoint
UPDATE course_lessons SET title = title;--> statement-breakpoint
UPDATE posts SET title = title WHERE NOT is_deleted;--> statement-breakpoint
UPDATE post_comments SET content = content;
