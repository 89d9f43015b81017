CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(full_name || ' ' || username), 'áàâãäåéèêëíìîïóòôõöúùûüçñý', 'aaaaaaeeeeiiiiooooouuuucny')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "level_rank" integer GENERATED ALWAYS AS (case level when 'Padawan' then 0 when 'Jedi' then 1 when 'Mestre Jedi' then 2 else 3 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_search_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_full_name_idx" ON "profiles" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "profiles_username_id_idx" ON "profiles" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "profiles_points_idx" ON "profiles" USING btree ("points","id");--> statement-breakpoint
CREATE INDEX "profiles_level_rank_idx" ON "profiles" USING btree ("level_rank","id");