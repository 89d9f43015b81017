import { singleLine, z } from "./zod";
import type { LevelNames, TierLabels } from "../constants";
import { joinPolicyMessages as jm } from "../messages/join-policy";
import { shellMessages as m } from "../messages/shell";
import { FOOTER_TEXT_MAX } from "../rules/community-words";
import { JOIN_POLICIES, type JoinPolicy } from "../rules/join-policy";
import { BRAND_MEDIA_PATH } from "../rules/upload-types";
import { rightSidebarMessages as rs } from "../messages/sidebar";

export type CommunitySettings = {
  community_name: string;
  brand_color: string;
  logo_url: string | null;
  icon_url: string | null;
  offer: OfferCard;
  pinned_links: PinnedLink[];
  /** 'Cadastro': who may create an account through the sign-up page. */
  join_policy: JoinPolicy;
  /** 'Página pública': signed-out visitors see the landing (/inicio) and /pricing. */
  public_page: boolean;
  /**
   * The space the home composer proposes, as the admin chose it (null: 'Comece-por-aqui'). The
   * composer applies `pickComposerSpace` to the spaces the member may post in.
   */
  composer_space_id: string | null;
  /** The footer's sentence; null: the spec's ('Feito com carinho e IA pela equipe {name}.'). */
  footer_text: string | null;
  /** What members read for each level (its key until an admin renames it). */
  level_names: LevelNames;
  /** What members read for each AI tier: its plan's name on /pricing. */
  tier_labels: TierLabels;
};

/** The right sidebar's offer card (spec §2.3), stored on the server. Field names as in the spec. */
export type OfferCard = {
  titulo: string;
  subtitulo: string;
  descricao: string;
  imagemUrl: string;
  linkBotao: string;
  textoBotao: string;
};
export type PinnedLink = { label: string; url: string };

function isSafeLink(value: string) {
  if (/^\/(?![/\\])\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** A link followed from the sidebar: http(s) or a same-site path (never javascript: or //host). */
export const sidebarLinkSchema = singleLine(
  z.string().trim().max(2048, rs.linkUrlInvalid).refine(isSafeLink, rs.linkUrlInvalid),
);
const optionalLinkSchema = singleLine(
  z
    .string()
    .trim()
    .max(2048, rs.linkUrlInvalid)
    .refine((v) => v === "" || isSafeLink(v), rs.linkUrlInvalid),
);

const shortText = (max: number) => singleLine(z.string().trim().max(max, rs.textTooLong));

export const updateOfferSchema = z
  .object({
    titulo: shortText(80),
    subtitulo: shortText(120),
    descricao: z.string().trim().max(500, rs.textTooLong),
    imagemUrl: optionalLinkSchema,
    linkBotao: optionalLinkSchema,
    textoBotao: shortText(40),
  })
  .strip();
export type UpdateOfferInput = z.input<typeof updateOfferSchema>;

export const updatePinnedLinksSchema = z
  .object({
    links: z
      .array(
        z
          .object({
            label: singleLine(z.string().trim().min(1, rs.linkLabelRequired).max(60, rs.textTooLong)),
            url: sidebarLinkSchema,
          })
          .strip(),
      )
      .max(10, rs.tooManyLinks),
  })
  .strip();
export type UpdatePinnedLinksInput = z.input<typeof updatePinnedLinksSchema>;

function isHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * The logo or the icon: the /media path POST /api/uploads?purpose=brand answered; empty removes
 * it. An http(s) address passes this check so settings saved with the address typed before
 * uploads keep it; the server refuses any new one.
 */
const brandImageSchema = z.union([
  z.literal("").transform(() => null),
  z.null(),
  singleLine(
    z
      .string()
      .trim()
      .max(2048, m.imageUploadRequired)
      .refine((v) => BRAND_MEDIA_PATH.test(v) || isHttpUrl(v), m.imageUploadRequired),
  ),
]);

export const updateSettingsSchema = z.object({
  community_name: singleLine(z.string().trim().min(1, m.communityNameRequired).max(60)),
  brand_color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, m.brandColorInvalid)
    .transform((v) => v.toUpperCase()),
  logo_url: brandImageSchema,
  icon_url: brandImageSchema,
  /** Empty: the spec's sentence. Optional, so a client that does not know it leaves it as it is. */
  footer_text: singleLine(z.string().trim().max(FOOTER_TEXT_MAX, m.footerTooLong))
    .transform((v) => v || null)
    .nullable()
    .optional(),
});
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;

/** 'Publicações na página inicial' on /admin: a public space that takes posts, or null for the default. */
export const updateComposerSpaceSchema = z
  .object({ space_id: z.uuid(m.composerSpaceInvalid).nullable() })
  .strict();
export type UpdateComposerSpaceInput = z.input<typeof updateComposerSpaceSchema>;

/** 'Cadastro' on /admin: one of the three policies, nothing else. */
export const updateJoinPolicySchema = z
  .object({ join_policy: z.enum(JOIN_POLICIES, { error: jm.policyInvalid }) })
  .strict();
export type UpdateJoinPolicyInput = z.input<typeof updateJoinPolicySchema>;
