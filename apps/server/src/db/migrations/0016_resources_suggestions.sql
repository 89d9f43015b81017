CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'page' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "resources_kind_check" CHECK ("resources"."kind" in ('suppliers', 'wiki', 'tools', 'page'))
);
--> statement-breakpoint
CREATE TABLE "supplier_ratings" (
	"supplier_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_ratings_supplier_id_user_id_pk" PRIMARY KEY("supplier_id","user_id"),
	CONSTRAINT "supplier_ratings_stars_check" CHECK ("supplier_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"city" text,
	"uf" text,
	"website" text,
	"instagram" text,
	"whatsapp" text,
	"logo_url" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"submitted_by" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_avg" numeric(3, 2) GENERATED ALWAYS AS (case when rating_count = 0 then 0 else round(rating_sum::numeric / rating_count, 2) end) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name_key" text GENERATED ALWAYS AS (translate(lower(name), 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucnyy')) STORED NOT NULL,
	CONSTRAINT "suppliers_status_check" CHECK ("suppliers"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "suppliers_uf_check" CHECK ("suppliers"."uf" is null or "suppliers"."uf" in ('AC','AL','AP','AM','BA','CE','DF','ES','GO','MA','MT','MS','MG','PA','PB','PR','PE','PI','RJ','RN','RS','RO','RR','SC','SP','SE','TO')),
	CONSTRAINT "suppliers_rating_check" CHECK ("suppliers"."rating_count" >= 0 and "suppliers"."rating_sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'Geral' NOT NULL,
	"url" text,
	"file_url" text,
	"file_name" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "tools_target_check" CHECK ("tools"."url" is not null or "tools"."file_url" is not null)
);
--> statement-breakpoint
CREATE TABLE "wiki_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wiki_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wiki_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wiki_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"article_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"category_id" uuid,
	"summary" text,
	"restored_from" integer,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestion_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"suggestion_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestion_status_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suggestion_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"suggestion_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"note" text,
	"duplicate_of" uuid,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_chunks" DROP CONSTRAINT "search_chunks_kind_check";--> statement-breakpoint
ALTER TABLE "suggestions" DROP CONSTRAINT "suggestions_user_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "suggestions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ALTER COLUMN "description" SET DEFAULT '';--> statement-breakpoint
UPDATE "suggestions" SET "description" = '' WHERE "description" IS NULL;--> statement-breakpoint
UPDATE "suggestions" SET "status" = 'nova' WHERE "status" NOT IN ('nova', 'em_analise', 'planejada', 'em_andamento', 'concluida', 'recusada', 'duplicada');--> statement-breakpoint
ALTER TABLE "suggestions" ALTER COLUMN "description" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ALTER COLUMN "status" SET DEFAULT 'nova';--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "category" text DEFAULT 'outros' NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "status_changed_by" text;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "vote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(title), 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucnyy')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "suggestion_id" uuid;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD COLUMN "wiki_article_id" uuid;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD CONSTRAINT "supplier_ratings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD CONSTRAINT "supplier_ratings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_submitted_by_profiles_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_reviewed_by_profiles_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD CONSTRAINT "wiki_articles_category_id_wiki_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."wiki_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD CONSTRAINT "wiki_articles_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD CONSTRAINT "wiki_articles_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wiki_revisions" ADD CONSTRAINT "wiki_revisions_article_id_wiki_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."wiki_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wiki_revisions" ADD CONSTRAINT "wiki_revisions_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_comments" ADD CONSTRAINT "suggestion_comments_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_comments" ADD CONSTRAINT "suggestion_comments_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_status_changes" ADD CONSTRAINT "suggestion_status_changes_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_status_changes" ADD CONSTRAINT "suggestion_status_changes_duplicate_of_suggestions_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."suggestions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_status_changes" ADD CONSTRAINT "suggestion_status_changes_changed_by_profiles_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resources_slug_key" ON "resources" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_builtin_kind_key" ON "resources" USING btree ("kind") WHERE "resources"."kind" <> 'page';--> statement-breakpoint
CREATE INDEX "resources_position_idx" ON "resources" USING btree ("position","title");--> statement-breakpoint
CREATE INDEX "supplier_ratings_user_idx" ON "supplier_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "supplier_ratings_recent_idx" ON "supplier_ratings" USING btree ("supplier_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suppliers_review_idx" ON "suppliers" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suppliers_categories_idx" ON "suppliers" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "suppliers_submitted_by_idx" ON "suppliers" USING btree ("submitted_by");--> statement-breakpoint
CREATE INDEX "suppliers_approved_name_idx" ON "suppliers" USING btree ("name_key","id") WHERE "suppliers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "suppliers_approved_rating_idx" ON "suppliers" USING btree ("rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"name_key","id") WHERE "suppliers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "suppliers_approved_uf_idx" ON "suppliers" USING btree ("uf","name_key","id") WHERE "suppliers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "tools_category_idx" ON "tools" USING btree ("category","position","name");--> statement-breakpoint
CREATE UNIQUE INDEX "wiki_articles_slug_key" ON "wiki_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "wiki_articles_category_idx" ON "wiki_articles" USING btree ("category_id","position","title");--> statement-breakpoint
CREATE UNIQUE INDEX "wiki_categories_slug_key" ON "wiki_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "wiki_categories_position_idx" ON "wiki_categories" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "wiki_revisions_article_revision_key" ON "wiki_revisions" USING btree ("article_id","revision");--> statement-breakpoint
CREATE INDEX "wiki_revisions_author_idx" ON "wiki_revisions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "suggestion_comments_thread_idx" ON "suggestion_comments" USING btree ("suggestion_id","created_at","id");--> statement-breakpoint
CREATE INDEX "suggestion_comments_user_idx" ON "suggestion_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "suggestion_status_changes_idx" ON "suggestion_status_changes" USING btree ("suggestion_id","created_at");--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_status_changed_by_profiles_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_duplicate_of_suggestions_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."suggestions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_wiki_article_id_wiki_articles_id_fk" FOREIGN KEY ("wiki_article_id") REFERENCES "public"."wiki_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suggestion_votes_recent_idx" ON "suggestion_votes" USING btree ("created_at","suggestion_id");--> statement-breakpoint
CREATE INDEX "suggestions_search_trgm_idx" ON "suggestions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suggestions_votes_idx" ON "suggestions" USING btree ("vote_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suggestions_status_votes_idx" ON "suggestions" USING btree ("status","vote_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suggestions_status_created_idx" ON "suggestions" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suggestions_duplicate_idx" ON "suggestions" USING btree ("duplicate_of");--> statement-breakpoint
CREATE INDEX "notifications_suggestion_idx" ON "notifications" USING btree ("suggestion_id");--> statement-breakpoint
CREATE INDEX "search_chunks_wiki_idx" ON "search_chunks" USING btree ("wiki_article_id");--> statement-breakpoint
CREATE INDEX "search_chunks_supplier_idx" ON "search_chunks" USING btree ("supplier_id");--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_status_check" CHECK ("suggestions"."status" in ('nova', 'em_analise', 'planejada', 'em_andamento', 'concluida', 'recusada', 'duplicada'));--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_counts_check" CHECK ("suggestions"."vote_count" >= 0 and "suggestions"."comment_count" >= 0);--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_kind_check" CHECK ("search_chunks"."kind" in ('course', 'lesson', 'post', 'comment', 'wiki', 'supplier'));--> statement-breakpoint
UPDATE "suggestions" s SET "vote_count" = (SELECT count(*) FROM "suggestion_votes" v WHERE v."suggestion_id" = s."id");--> statement-breakpoint
-- The sidebar's Recursos section starts with the three built-in kinds.
INSERT INTO "resources" ("slug", "title", "kind", "position") VALUES
	('fornecedores', 'Fornecedores', 'suppliers', 0),
	('wiki', 'Wiki', 'wiki', 1),
	('ferramentas', 'Ferramentas', 'tools', 2)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- search_put learns two more sources: wiki articles and suppliers (context: category, place).
DROP FUNCTION search_put(text, uuid, uuid, uuid, uuid, uuid, text, text, boolean, boolean, integer, timestamptz, text);--> statement-breakpoint
CREATE FUNCTION search_put(
  p_kind text, p_course uuid, p_lesson uuid, p_post uuid, p_comment uuid, p_space uuid,
  p_title text, p_text text, p_published boolean, p_preview boolean, p_release integer, p_created timestamptz,
  p_context text DEFAULT NULL, p_wiki uuid DEFAULT NULL, p_supplier uuid DEFAULT NULL
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  passage text;
  n integer := 0;
BEGIN
  FOR passage IN SELECT search_passages(p_text) LOOP
    INSERT INTO search_chunks (kind, course_id, lesson_id, post_id, comment_id, space_id, wiki_article_id, supplier_id,
                               chunk_no, title, body, published, is_preview, release_after_days, created_at, tsv)
    VALUES (p_kind, p_course, p_lesson, p_post, p_comment, p_space, p_wiki, p_supplier, n, p_title, passage,
            p_published, p_preview, p_release, p_created,
            -- a comment's title is its post's: it counts as context, not as the comment's own words
            CASE WHEN p_kind = 'comment' THEN search_tsv('', passage, p_title)
                 ELSE search_tsv(p_title, passage, p_context) END);
    n := n + 1;
  END LOOP;
  IF n = 0 THEN
    INSERT INTO search_chunks (kind, course_id, lesson_id, post_id, comment_id, space_id, wiki_article_id, supplier_id,
                               chunk_no, title, body, published, is_preview, release_after_days, created_at, tsv)
    VALUES (p_kind, p_course, p_lesson, p_post, p_comment, p_space, p_wiki, p_supplier, 0, p_title, '',
            p_published, p_preview, p_release, p_created,
            CASE WHEN p_kind = 'comment' THEN search_tsv('', '', p_title)
                 ELSE search_tsv(p_title, '', p_context) END);
  END IF;
  PERFORM search_learn_terms(concat_ws(' ', p_title, p_text, p_context));
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sync_wiki() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_chunks WHERE wiki_article_id = NEW.id;
  PERFORM search_put('wiki', NULL, NULL, NULL, NULL, NULL, NEW.title, NEW.body, true, false, NULL, NEW.created_at,
                     (SELECT name FROM wiki_categories WHERE id = NEW.category_id), NEW.id, NULL);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_sync_wiki AFTER INSERT OR UPDATE OF title, body, category_id ON wiki_articles
  FOR EACH ROW EXECUTE FUNCTION search_sync_wiki();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sync_wiki_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE wiki_articles SET title = title WHERE category_id = NEW.id; -- their passages name the category
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_sync_wiki_category AFTER UPDATE OF name ON wiki_categories
  FOR EACH ROW EXECUTE FUNCTION search_sync_wiki_category();--> statement-breakpoint
-- Only approved suppliers are in the index: a pending or rejected one is found by nobody.
CREATE OR REPLACE FUNCTION search_sync_supplier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_chunks WHERE supplier_id = NEW.id;
  IF NEW.status = 'approved' THEN
    PERFORM search_put('supplier', NULL, NULL, NULL, NULL, NULL, NEW.name, NEW.description, true, false, NULL,
                       NEW.created_at,
                       concat_ws(' ', array_to_string(NEW.categories, ' '), NEW.city, NEW.uf), NULL, NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_sync_supplier AFTER INSERT OR UPDATE OF name, description, categories, city, uf, status ON suppliers
  FOR EACH ROW EXECUTE FUNCTION search_sync_supplier();
