CREATE TABLE "access_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"purchase_id" uuid,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_grants_kind_check" CHECK ("access_grants"."kind" in ('course', 'category', 'ai_tier', 'student'))
);
--> statement-breakpoint
CREATE TABLE "purchase_offers" (
	"purchase_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	CONSTRAINT "purchase_offers_purchase_id_offer_id_pk" PRIMARY KEY("purchase_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_refs" (
	"provider" text NOT NULL,
	"ref" text NOT NULL,
	"purchase_id" uuid NOT NULL,
	CONSTRAINT "purchase_refs_provider_ref_pk" PRIMARY KEY("provider","ref")
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"transaction" text NOT NULL,
	"status" text NOT NULL,
	"email" text,
	"buyer_name" text,
	"user_id" text,
	"invite_id" uuid,
	"amount_cents" integer,
	"currency" text,
	"approved_at" timestamp with time zone,
	"paid_until" timestamp with time zone,
	"status_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('approved', 'delayed', 'canceled', 'expired', 'refunded', 'chargeback', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "sales_offer_courses" (
	"offer_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	CONSTRAINT "sales_offer_courses_offer_id_course_id_pk" PRIMARY KEY("offer_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "sales_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"product_key" text NOT NULL,
	"offer_code" text DEFAULT '' NOT NULL,
	"duration" text NOT NULL,
	"days" integer,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"ai_tier" text,
	"grants_student" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_offers_provider_check" CHECK ("sales_offers"."provider" in ('hotmart', 'stripe', 'generic')),
	CONSTRAINT "sales_offers_duration_check" CHECK ("sales_offers"."duration" in ('lifetime', 'days', 'subscription')),
	CONSTRAINT "sales_offers_days_check" CHECK (("sales_offers"."duration" = 'days') = ("sales_offers"."days" is not null) and ("sales_offers"."days" is null or "sales_offers"."days" between 1 and 3650)),
	CONSTRAINT "sales_offers_ai_tier_check" CHECK ("sales_offers"."ai_tier" is null or "sales_offers"."ai_tier" in ('trial', 'basic', 'premium', 'enterprise'))
);
--> statement-breakpoint
CREATE TABLE "sales_providers" (
	"provider" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "sales_providers_provider_check" CHECK ("sales_providers"."provider" in ('hotmart', 'stripe', 'generic'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text,
	"event_type" text,
	"status" text NOT NULL,
	"error" text,
	"body" jsonb,
	"buyer_email" text,
	"client_ip" text,
	"received_count" integer DEFAULT 1 NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'processed', 'ignored', 'failed', 'invalid_signature'))
);
--> statement-breakpoint
ALTER TABLE "member_invites" ADD COLUMN "bought_courses" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "member_invites" ADD COLUMN "for_purchase" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_offers" ADD CONSTRAINT "purchase_offers_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_offers" ADD CONSTRAINT "purchase_offers_offer_id_sales_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."sales_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_refs" ADD CONSTRAINT "purchase_refs_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_invite_id_member_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."member_invites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_offer_courses" ADD CONSTRAINT "sales_offer_courses_offer_id_sales_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."sales_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_offer_courses" ADD CONSTRAINT "sales_offer_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_providers" ADD CONSTRAINT "sales_providers_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_grants_user_idx" ON "access_grants" USING btree ("user_id","kind","target");--> statement-breakpoint
CREATE UNIQUE INDEX "access_grants_manual_key" ON "access_grants" USING btree ("user_id","kind","target") WHERE "access_grants"."purchase_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "access_grants_purchase_key" ON "access_grants" USING btree ("purchase_id","kind","target") WHERE "access_grants"."purchase_id" is not null;--> statement-breakpoint
CREATE INDEX "purchase_offers_offer_idx" ON "purchase_offers" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "purchase_refs_purchase_idx" ON "purchase_refs" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_transaction_key" ON "purchases" USING btree ("provider","transaction");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_email_idx" ON "purchases" USING btree ("email") WHERE "purchases"."user_id" is null and "purchases"."email" is not null;--> statement-breakpoint
CREATE INDEX "purchases_invite_idx" ON "purchases" USING btree ("invite_id") WHERE "purchases"."invite_id" is not null;--> statement-breakpoint
CREATE INDEX "sales_offer_courses_course_idx" ON "sales_offer_courses" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_offers_product_key" ON "sales_offers" USING btree ("provider","product_key","offer_code");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_key" ON "webhook_deliveries" USING btree ("provider","event_id") WHERE "webhook_deliveries"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_received_idx" ON "webhook_deliveries" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_status_received_idx" ON "webhook_deliveries" USING btree ("status","received_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_buyer_email_idx" ON "webhook_deliveries" USING btree ("buyer_email") WHERE "webhook_deliveries"."buyer_email" is not null;