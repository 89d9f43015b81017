CREATE TABLE "community_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"markdown" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "community_rules_single_row" CHECK ("community_rules"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"tier" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer,
	"billing_period" text DEFAULT 'monthly' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"cta_label" text,
	"cta_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "plans_tier_check" CHECK ("plans"."tier" in ('trial', 'basic', 'premium', 'enterprise')),
	CONSTRAINT "plans_price_check" CHECK ("plans"."price_cents" is null or "plans"."price_cents" >= 0),
	CONSTRAINT "plans_billing_period_check" CHECK ("plans"."billing_period" in ('monthly', 'yearly'))
);
--> statement-breakpoint
ALTER TABLE "community_rules" ADD CONSTRAINT "community_rules_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_one_highlighted_idx" ON "plans" USING btree ("is_highlighted") WHERE "plans"."is_highlighted";--> statement-breakpoint
INSERT INTO "plans" ("tier", "name", "price_cents", "billing_period") VALUES
	('trial', 'Trial', 0, 'monthly'),
	('basic', 'Basic', NULL, 'monthly'),
	('premium', 'Premium', NULL, 'monthly'),
	('enterprise', 'Enterprise', NULL, 'monthly')
ON CONFLICT ("tier") DO NOTHING;
