import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** The community's single settings row (id is always 1). */
export const communitySettings = pgTable(
  "community_settings",
  {
    id: integer("id").primaryKey().default(1),
    community_name: text("community_name").notNull().default("Guilda"),
    brand_color: text("brand_color").notNull().default("#8B5CF6"),
    logo_url: text("logo_url"),
    icon_url: text("icon_url"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("community_settings_single_row", sql`${t.id} = 1`)],
);

export const spaces = pgTable(
  "spaces",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description"),
    icon: text("icon"),
    path: text("path").notNull(),
    order: integer("order").notNull().default(999),
    space_type: text("space_type").notNull(),
    is_private: boolean("is_private").notNull().default(false),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("spaces_order_idx").on(t.order, t.name),
    check(
      "spaces_type_check",
      sql`${t.space_type} in ('publicacoes', 'eventos', 'chat', 'curso', 'membros', 'imagens')`,
    ),
  ],
);
