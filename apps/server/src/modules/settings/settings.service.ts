import {
  DEFAULT_JOIN_POLICY,
  DEFAULT_OFFER,
  DEFAULT_SETTINGS,
  updateComposerSpaceSchema,
  shellMessages as m,
  updateJoinPolicySchema,
  updateOfferSchema,
  updatePinnedLinksSchema,
  updateSettingsSchema,
  type CommunitySettings,
  type JoinPolicy,
  type LevelNames,
  type OfferCard,
  type TierLabels,
} from "@guilda/shared";
import type { PublicPageSettings, updatePublicPageSchema } from "@guilda/shared/schemas/public-page";
import { levelNamesOf } from "@guilda/shared/rules/community-words";
import { BRAND_MEDIA_PATH } from "@guilda/shared/rules/upload-types";
import type { z } from "zod";
import { shellMessages } from "@guilda/shared/messages/shell";
import { auditMessages } from "@guilda/shared/messages/audit";
import type { AuditAction } from "@guilda/shared/schemas/audit";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/http/errors";
import { recordAuditChange } from "../audit/audit.service";
import { tierLabels } from "../plans/plans.service";
import { canBeComposerSpace, composerSpace } from "../spaces/spaces.service";
import { releaseCommunityImage, useCommunityImage } from "../uploads/uploads.service";
import {
  readJoinPolicy,
  readLevelNames,
  readPublicPage,
  readSettings,
  upsertPublicPage,
  upsertSettings,
} from "./settings.queries";

type Row = NonNullable<Awaited<ReturnType<typeof readSettings>>>;

/** Empty offer fields fall back to the spec's defaults; the levels' names over their keys. */
function toSettings(row: Row, tiers: TierLabels): CommunitySettings {
  const stored = row.offer ?? {};
  const offer = Object.fromEntries(
    Object.entries(DEFAULT_OFFER).map(([k, v]) => [k, stored[k] ? String(stored[k]) : v]),
  ) as OfferCard;
  return {
    ...row,
    offer,
    pinned_links: row.pinned_links ?? [],
    level_names: levelNamesOf(row.level_names),
    tier_labels: tiers,
  };
}

/** The settings row (or the defaults while none was saved yet), with the tiers' names. */
export async function getSettings(db: Db): Promise<CommunitySettings> {
  const [row, tiers] = await Promise.all([readSettings(db), tierLabels(db)]);
  return row ? toSettings(row, tiers) : { ...DEFAULT_SETTINGS, tier_labels: tiers };
}

async function saved(db: Db, values: Parameters<typeof upsertSettings>[1]) {
  const [row, tiers] = await Promise.all([upsertSettings(db, values), tierLabels(db)]);
  return toSettings(row, tiers);
}

const SETTINGS_TARGET = { kind: "settings", label: auditMessages.targets.settings };

/** The stored values of these fields (null while nothing was saved), for the audit log. */
function pick(row: Record<string, unknown>, fields: string[]) {
  return Object.fromEntries(fields.map((field) => [field, row?.[field] ?? null]));
}

/** Saves some of the settings and records what changed, by whom, in one transaction. */
async function savedAndRecorded(
  db: Db,
  by: string,
  action: AuditAction,
  values: Parameters<typeof upsertSettings>[1],
) {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const fields = Object.keys(values);
    const before = pick((await readSettings(tx)) ?? DEFAULT_SETTINGS, fields);
    const result = await saved(tx, values);
    const after = pick((await readSettings(tx))!, fields);
    await recordAuditChange(tx, { actorId: by, action, target: SETTINGS_TARGET, before, after });
    return result;
  });
}

const IMAGE_FIELDS = ["logo_url", "icon_url"] as const;

/**
 * Name, colour, footer and images. A new logo or icon must be an image uploaded here
 * (?purpose=brand), which it then keeps from the orphan sweep; the one it replaces is released.
 * An address saved before uploads (an http(s) image) is kept while unchanged, never newly typed.
 */
export async function saveSettings(db: Db, input: z.output<typeof updateSettingsSchema>, by: string) {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const current = await readSettings(tx);
    const before = IMAGE_FIELDS.map((field) => current?.[field] ?? null);
    const errors: Record<string, string> = {};
    const claimed = new Set<string>();
    for (const field of IMAGE_FIELDS) {
      const url = input[field];
      if (url === null || before.includes(url) || claimed.has(url)) continue;
      if (!BRAND_MEDIA_PATH.test(url)) errors[field] = m.imageUploadRequired;
      else if (await useCommunityImage(tx, "brand", url)) claimed.add(url);
      else errors[field] = m.imageUploadInvalid;
    }
    if (Object.keys(errors).length) throw AppError.validation(errors);
    const kept = new Set(IMAGE_FIELDS.map((field) => input[field]));
    for (const url of before) if (url && !kept.has(url)) await releaseCommunityImage(tx, url);
    const { footer_text, ...identity } = input;
    const values = footer_text === undefined ? identity : { ...identity, footer_text };
    const fields = Object.keys(values);
    const result = await saved(tx, values);
    await recordAuditChange(tx, {
      actorId: by,
      action: "settings.identity",
      target: SETTINGS_TARGET,
      before: pick(current ?? DEFAULT_SETTINGS, fields),
      after: pick((await readSettings(tx))!, fields),
    });
    return result;
  });
}

export async function saveOffer(db: Db, input: z.output<typeof updateOfferSchema>, by: string) {
  return savedAndRecorded(db, by, "settings.offer", { offer: input });
}

export async function savePinnedLinks(db: Db, input: z.output<typeof updatePinnedLinksSchema>, by: string) {
  return savedAndRecorded(db, by, "settings.pinned_links", { pinned_links: input.links });
}

/** 'Cadastro': who may create an account through the sign-up page. */
export async function saveJoinPolicy(db: Db, input: z.output<typeof updateJoinPolicySchema>, by: string) {
  return savedAndRecorded(db, by, "settings.join_policy", { join_policy: input.join_policy });
}

/** The policy the sign-up endpoint applies now (the default while no settings were saved). */
export async function getJoinPolicy(db: Db): Promise<JoinPolicy> {
  return (await readJoinPolicy(db)) ?? DEFAULT_JOIN_POLICY;
}

/** 'Página pública': the switch (off until an admin turns it on) and the landing's description. */
export async function getPublicPage(db: Db): Promise<PublicPageSettings> {
  return (await readPublicPage(db)) ?? { public_page: false, public_description: null };
}

export function savePublicPage(db: Db, input: z.output<typeof updatePublicPageSchema>, by: string) {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const before = await getPublicPage(tx);
    const saved = await upsertPublicPage(tx, input);
    await recordAuditChange(tx, {
      actorId: by,
      action: "settings.public_page",
      target: SETTINGS_TARGET,
      before,
      after: saved,
    });
    return saved;
  });
}

/**
 * 'Publicações na página inicial': the space the home composer proposes. Only a public space that
 * takes posts (every member may post there); null goes back to the default, 'Comece-por-aqui'.
 */
export async function saveComposerSpace(
  db: Db,
  input: z.output<typeof updateComposerSpaceSchema>,
  by: string,
) {
  if (input.space_id !== null && !(await canBeComposerSpace(db, input.space_id)))
    throw AppError.validation({ space_id: shellMessages.composerSpaceInvalid });
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    // The space by its name: the one the composer proposed, and the one it proposes now.
    const spaceName = async () =>
      (await composerSpace(tx, (await readSettings(tx))?.composer_space_id ?? null))?.name ?? null;
    const before = await spaceName();
    const [row, tiers] = [
      await upsertSettings(tx, { composer_space_id: input.space_id }),
      await tierLabels(tx),
    ];
    await recordAuditChange(tx, {
      actorId: by,
      action: "settings.composer_space",
      target: SETTINGS_TARGET,
      before: { space: before },
      after: { space: await spaceName() },
    });
    return toSettings(row, tiers);
  });
}

/** The space a post sent without one goes to: the one the home composer proposes. */
export async function defaultPostSpace(db: Db) {
  return composerSpace(db, (await getSettings(db)).composer_space_id);
}

/** The admin hub's 'Configurações' card: 'Cadastro' and the space the home composer proposes. */
export async function settingsHubCounts(db: Db) {
  const settings = await getSettings(db);
  const space = await composerSpace(db, settings.composer_space_id);
  return { join_policy: settings.join_policy, composer_space: space?.name ?? null };
}

/**
 * What members read for each level (the stored keys over the community's names). Queries that
 * answer members' levels read the names in the same statement instead (db/schema `levelName`).
 */
export async function levelNames(db: Db): Promise<LevelNames> {
  return levelNamesOf(await readLevelNames(db));
}

/** Saves the levels' names (in the caller's transaction: /admin/gamificacao saves them with the thresholds). */
export async function saveLevelNames(db: Db, names: LevelNames) {
  await upsertSettings(db, { level_names: names });
}
