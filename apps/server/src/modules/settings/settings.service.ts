import {
  DEFAULT_JOIN_POLICY,
  DEFAULT_OFFER,
  DEFAULT_SETTINGS,
  updateComposerSpaceSchema,
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
import { shellMessages } from "@guilda/shared/messages/shell";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/http/errors";
import { canBeComposerSpace, composerSpace } from "../spaces/spaces.service";
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

/**
 * 'Publicações na página inicial': the space the home composer proposes. Only a public space that
 * takes posts (every member may post there); null goes back to the default, 'Comece-por-aqui'.
 */
export async function saveComposerSpace(db: Db, input: z.output<typeof updateComposerSpaceSchema>) {
  if (input.space_id !== null && !(await canBeComposerSpace(db, input.space_id)))
    throw AppError.validation({ space_id: shellMessages.composerSpaceInvalid });
  return toSettings(await upsertSettings(db, { composer_space_id: input.space_id }));
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
