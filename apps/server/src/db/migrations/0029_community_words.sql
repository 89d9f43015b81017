ALTER TABLE "ai_agents" ADD COLUMN "icon" text;--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "footer_text" text;--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "level_names" jsonb;--> statement-breakpoint
-- An agent's icon is now a name of the app's icon set (or an uploaded image), never markup. The
-- pasted SVGs that draw one of the set's shapes (the demo agents' were lucide's) take its name;
-- any other takes the default.
UPDATE "ai_agents" SET "icon" = CASE
	WHEN "icon_svg" LIKE '%M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z%' THEN 'message-square'
	WHEN "icon_svg" LIKE '%m21 21-4.3-4.3%' THEN 'search'
	WHEN "icon_svg" LIKE '%M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6%' THEN 'dollar-sign'
	WHEN "icon_svg" LIKE '%M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6%' THEN 'wrench'
	WHEN "icon_svg" LIKE '%M2 12h20%' THEN 'globe'
	ELSE 'bot'
END
WHERE btrim(coalesce("icon_svg", '')) <> '';--> statement-breakpoint
ALTER TABLE "ai_agents" DROP COLUMN "icon_svg";--> statement-breakpoint
-- A tier's name is its plan's name: the English defaults the plans were created with read in
-- Portuguese (a plan an admin renamed keeps its name).
UPDATE "plans" SET "name" = 'Teste' WHERE "tier" = 'trial' AND "name" = 'Trial';--> statement-breakpoint
UPDATE "plans" SET "name" = 'Básico' WHERE "tier" = 'basic' AND "name" = 'Basic';--> statement-breakpoint
UPDATE "plans" SET "name" = 'Empresarial' WHERE "tier" = 'enterprise' AND "name" = 'Enterprise';
