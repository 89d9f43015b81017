import { singleLine, z } from "./zod";
import { authMessages as m } from "../messages/auth";
import { AVATAR_MEDIA_PATH } from "../rules/upload-types";
import { fullNameSchema, usernameSchema } from "./auth";

function isHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export const httpUrlSchema = (message: string) =>
  singleLine(z.string().trim().max(2048, message).refine(isHttpUrl, message));

/** An empty string clears an optional URL field. */
export const optionalUrlSchema = (message: string) =>
  z.union([z.literal("").transform(() => null), z.null(), httpUrlSchema(message)]);

/**
 * The photo: the /media path POST /api/uploads?purpose=avatar answered (the server accepts only
 * the member's own avatar upload); empty clears it. An http(s) address passes this check so a
 * profile saved with the external photo it already had keeps it; the server refuses any other
 * (an image on another site would let its owner log who looks at it).
 */
export const avatarUrlSchema = z.union([
  z.literal("").transform(() => null),
  z.null(),
  singleLine(
    z
      .string()
      .trim()
      .max(2048, m.avatarUrlInvalid)
      .refine((v) => AVATAR_MEDIA_PATH.test(v) || isHttpUrl(v), m.avatarUrlInvalid),
  ),
]);

export const PROFILE_BIO_MAX = 500;
export const PROFILE_LINKS_MAX = 5;

export type ProfileLink = { label: string; url: string };
export const profileLinkSchema = z
  .object({
    label: singleLine(z.string().trim().min(1).max(40)),
    url: httpUrlSchema(m.linkUrlInvalid),
  })
  .strict();

export const updateProfileSchema = z
  .object({
    full_name: fullNameSchema,
    username: usernameSchema,
    avatar_url: avatarUrlSchema,
    bio: z.string().trim().max(PROFILE_BIO_MAX),
    links: z.array(profileLinkSchema).max(PROFILE_LINKS_MAX),
  })
  .partial()
  .strip();
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export type Profile = {
  id: string;
  full_name: string;
  username: string;
  email: string;
  avatar_url: string | null;
  bio: string;
  links: ProfileLink[];
  /** The level's name members read (the community's), not its stored key. */
  level: string;
  points: number;
  is_admin: boolean;
  is_moderator: boolean;
  is_student: boolean;
  /**
   * Signed up while 'Cadastro' asked for approval and not approved yet: the session only, no
   * part of the app (decision 013).
   */
  is_pending: boolean;
  /**
   * Silenced by the moderation: may read, may not write, until this date (ISO), or `null`. A
   * silence until lifted carries the far-off date `SILENCED_FOREVER`.
   */
  silenced_until: string | null;
  created_at: string;
};

export type Me = { user: { id: string; email: string }; profile: Profile };
