CREATE TABLE "signup_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "signup_emails_kind_check" CHECK ("signup_emails"."kind" in ('approved', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "join_policy" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_emails" ADD CONSTRAINT "signup_emails_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signup_emails_created_idx" ON "signup_emails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "signup_emails_user_idx" ON "signup_emails" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_pending_idx" ON "profiles" USING btree ("created_at","id") WHERE "profiles"."is_pending";--> statement-breakpoint
ALTER TABLE "community_settings" ADD CONSTRAINT "community_settings_join_policy_check" CHECK ("community_settings"."join_policy" in ('open', 'invite_only', 'approval'));