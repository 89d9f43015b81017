CREATE TABLE "backup_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"hour" smallint DEFAULT 3 NOT NULL,
	"retention" smallint DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backup_settings_single_row" CHECK ("backup_settings"."id" = 1),
	CONSTRAINT "backup_settings_hour_check" CHECK ("backup_settings"."hour" between 0 and 23),
	CONSTRAINT "backup_settings_retention_check" CHECK ("backup_settings"."retention" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" text,
	"scheduled_for" date,
	"file_key" text,
	"size_bytes" bigint,
	"tables" integer,
	"rows" bigint,
	"files" integer,
	"error" text,
	"progress" jsonb,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "backups_status_check" CHECK ("backups"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "backups_trigger_check" CHECK ("backups"."trigger" in ('manual', 'schedule'))
);
--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backups_created_idx" ON "backups" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "backups_scheduled_for_key" ON "backups" USING btree ("scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "backups_one_active_key" ON "backups" USING btree ((true)) WHERE "backups"."status" in ('queued', 'running');