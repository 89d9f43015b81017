import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { courses } from "./courses";
import { mediaUploads } from "./lessons";

/**
 * The look of the certificates: one row with no course (the community's defaults) and one per
 * course that sets its own. A null field of a course's row takes the community's; a null field of
 * the community's row is none (the accent colour: the brand colour). Images are uploads sent
 * with ?purpose=certificate ({userId}/cert-….png), kept from the orphan sweep while a row uses them.
 */
export const certificateSettings = pgTable(
  "certificate_settings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    course_id: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    logo_upload_id: uuid("logo_upload_id").references(() => mediaUploads.id, { onDelete: "set null" }),
    signature_upload_id: uuid("signature_upload_id").references(() => mediaUploads.id, {
      onDelete: "set null",
    }),
    signer_name: text("signer_name"),
    signer_title: text("signer_title"),
    /** #RRGGBB. */
    accent_color: text("accent_color"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("certificate_settings_course_key").on(t.course_id),
    // At most one row without a course: the community's.
    uniqueIndex("certificate_settings_community_key")
      .on(sql`(${t.course_id} is null)`)
      .where(sql`${t.course_id} is null`),
    check(
      "certificate_settings_accent_check",
      sql`${t.accent_color} is null or ${t.accent_color} ~ '^#[0-9A-Fa-f]{6}$'`,
    ),
  ],
);
