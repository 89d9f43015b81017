import {
  DEFAULT_JOIN_POLICY,
  DEFAULT_OFFER,
  DEFAULT_SETTINGS,
  updateJoinPolicySchema,
  updateOfferSchema,
  updatePinnedLinksSchema,
  updateSettingsSchema,
  type CommunitySettings,
  type JoinPolicy,
  type OfferCard,
} from "@guilda/shared";
import type { PublicPageSettings, updatePublicPageSchema } from "@guilda/shared/schemas/public-page";
import type { z } from "zod";
import type { Db } from "../../platform/db";
import {
  readJoinPolicy,
  readPublicPage,
  readSettings,
  upsertPublicPage,
  upsertSettings,
} from "./settings.queries";

type Row = NonNullable<Awaited<ReturnType<typeof readSettings>>>;

/** Empty offer fields fall back to the spec's defaults. */
function toSettings(row: Row): CommunitySettings {
  const stored = row.offer ?? {};
  const offer = Object.fromEntries(
    Object.entries(DEFAULT_OFFER).map(([k, v]) => [k, stored[k] ? String(stored[k]) : v]),
  ) as OfferCard;
  return { ...row, offer, pinned_links: row.pinned_links ?? [] };
}

/** The settings row, or the defaults while none was saved yet. */
export async function getSettings(db: Db): Promise<CommunitySettings> {
  const row = await readSettings(db);
  return row ? toSettings(row) : DEFAULT_SETTINGS;
}

export async function saveSettings(db: Db, input: z.output<typeof updateSettingsSchema>) {
  return toSettings(await upsertSettings(db, input));
}

export async function saveOffer(db: Db, input: z.output<typeof updateOfferSchema>) {
  return toSettings(await upsertSettings(db, { offer: input }));
}

export async function savePinnedLinks(db: Db, input: z.output<typeof updatePinnedLinksSchema>) {
  return toSettings(await upsertSettings(db, { pinned_links: input.links }));
}

/** 'Cadastro': who may create an account through the sign-up page. */
export async function saveJoinPolicy(db: Db, input: z.output<typeof updateJoinPolicySchema>) {
  return toSettings(await upsertSettings(db, { join_policy: input.join_policy }));
}

/** The policy the sign-up endpoint applies now (the default while no settings were saved). */
export async function getJoinPolicy(db: Db): Promise<JoinPolicy> {
  return (await readJoinPolicy(db)) ?? DEFAULT_JOIN_POLICY;
}

/** 'Página pública': the switch (off until an admin turns it on) and the landing's description. */
export async function getPublicPage(db: Db): Promise<PublicPageSettings> {
  return (await readPublicPage(db)) ?? { public_page: false, public_description: null };
}

export function savePublicPage(db: Db, input: z.output<typeof updatePublicPageSchema>) {
  return upsertPublicPage(db, input);
}
