import { z } from "./zod";
import { LEVELS } from "../constants";
import { authMessages as m } from "../messages/auth";
import { fullNameSchema, usernameSchema } from "./auth";

export const httpUrlSchema = (message: string) =>
  z
    .string()
    .trim()
    .max(2048, message)
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === "https:" || url.protocol === "http:";
      } catch {
        return false;
      }
    }, message);

/** An empty string clears an optional URL field. */
export const optionalUrlSchema = (message: string) =>
  z.union([z.literal("").transform(() => null), z.null(), httpUrlSchema(message)]);

export const PROFILE_BIO_MAX = 500;
export const PROFILE_LINKS_MAX = 5;

export type ProfileLink = { label: string; url: string };
export const profileLinkSchema = z
  .object({
    label: z.string().trim().min(1).max(40),
    url: httpUrlSchema(m.linkUrlInvalid),
  })
  .strict();

export const updateProfileSchema = z
  .object({
    full_name: fullNameSchema,
    username: usernameSchema,
    avatar_url: optionalUrlSchema(m.avatarUrlInvalid),
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
  level: (typeof LEVELS)[number];
  points: number;
  is_admin: boolean;
  is_moderator: boolean;
  is_student: boolean;
  created_at: string;
};

export type Me = { user: { id: string; email: string }; profile: Profile };
