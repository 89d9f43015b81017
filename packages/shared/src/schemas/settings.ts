import { z } from "zod";
import { shellMessages as m } from "../messages/shell";
import { optionalUrlSchema } from "./profile";

export type CommunitySettings = {
  community_name: string;
  brand_color: string;
  logo_url: string | null;
  icon_url: string | null;
};

export const updateSettingsSchema = z.object({
  community_name: z.string().trim().min(1, m.communityNameRequired).max(60),
  brand_color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, m.brandColorInvalid)
    .transform((v) => v.toUpperCase()),
  logo_url: optionalUrlSchema(m.imageUrlInvalid),
  icon_url: optionalUrlSchema(m.imageUrlInvalid),
});
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;
