import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const aiAgents = pgTable(
  "ai_agents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    icon_svg: text("icon_svg"),
    required_tier: text("required_tier").notNull().default("trial"),
    is_active: boolean("is_active").notNull().default(true),
    system_prompt: text("system_prompt"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ai_agents_active_name_idx")
      .on(t.name)
      .where(sql`${t.is_active}`),
    check("ai_agents_tier_check", sql`${t.required_tier} in ('trial', 'basic', 'premium', 'enterprise')`),
  ],
);
