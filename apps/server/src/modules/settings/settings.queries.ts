import { communitySettings } from "../../db/schema";
import type { Db } from "../../platform/db";

const columns = {
  community_name: communitySettings.community_name,
  brand_color: communitySettings.brand_color,
  logo_url: communitySettings.logo_url,
  icon_url: communitySettings.icon_url,
  offer: communitySettings.offer,
  pinned_links: communitySettings.pinned_links,
  join_policy: communitySettings.join_policy,
  public_page: communitySettings.public_page,
  composer_space_id: communitySettings.composer_space_id,
  footer_text: communitySettings.footer_text,
  level_names: communitySettings.level_names,
};

export async function readSettings(db: Db) {
  const [row] = await db.select(columns).from(communitySettings).limit(1);
  return row;
}

export async function upsertSettings(db: Db, values: Partial<typeof communitySettings.$inferInsert>) {
  const [row] = await db
    .insert(communitySettings)
    .values({ ...values, id: 1 })
    .onConflictDoUpdate({ target: communitySettings.id, set: { ...values, updated_at: new Date() } })
    .returning(columns);
  return row!;
}

/** 'Cadastro' alone: read on every sign-up. */
export async function readJoinPolicy(db: Db) {
  const [row] = await db
    .select({ join_policy: communitySettings.join_policy })
    .from(communitySettings)
    .limit(1);
  return row?.join_policy;
}

/** 'Página pública': the switch and the landing's description. */
export async function readPublicPage(db: Db) {
  const [row] = await db
    .select({
      public_page: communitySettings.public_page,
      public_description: communitySettings.public_description,
    })
    .from(communitySettings)
    .limit(1);
  return row;
}

export async function upsertPublicPage(
  db: Db,
  values: { public_page: boolean; public_description: string | null },
) {
  const [row] = await db
    .insert(communitySettings)
    .values({ ...values, id: 1 })
    .onConflictDoUpdate({ target: communitySettings.id, set: { ...values, updated_at: new Date() } })
    .returning({
      public_page: communitySettings.public_page,
      public_description: communitySettings.public_description,
    });
  return row!;
}

/** The levels' names alone, as stored. */
export async function readLevelNames(db: Db) {
  const [row] = await db
    .select({ level_names: communitySettings.level_names })
    .from(communitySettings)
    .limit(1);
  return row?.level_names ?? null;
}
