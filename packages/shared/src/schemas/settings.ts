import { singleLine, z } from "./zod";
import { joinPolicyMessages as jm } from "../messages/join-policy";
import { shellMessages as m } from "../messages/shell";
import { JOIN_POLICIES, type JoinPolicy } from "../rules/join-policy";
import { rightSidebarMessages as rs } from "../messages/sidebar";
import { optionalUrlSchema } from "./profile";

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

export const updateSettingsSchema = z.object({
  community_name: singleLine(z.string().trim().min(1, m.communityNameRequired).max(60)),
  brand_color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, m.brandColorInvalid)
    .transform((v) => v.toUpperCase()),
  logo_url: optionalUrlSchema(m.imageUrlInvalid),
  icon_url: optionalUrlSchema(m.imageUrlInvalid),
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
