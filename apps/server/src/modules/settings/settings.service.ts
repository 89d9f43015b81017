import {
  DEFAULT_BRAND_COLOR,
  PRODUCT_NAME,
  updateSettingsSchema,
  type CommunitySettings,
} from "@guilda/shared";
import type { z } from "zod";
import type { Db } from "../../platform/db";
import { readSettings, upsertSettings } from "./settings.queries";

export const DEFAULT_SETTINGS: CommunitySettings = {
  community_name: PRODUCT_NAME,
  brand_color: DEFAULT_BRAND_COLOR,
  logo_url: null,
  icon_url: null,
};

/** The settings row, or the defaults while none was saved yet. */
export async function getSettings(db: Db): Promise<CommunitySettings> {
  return (await readSettings(db)) ?? DEFAULT_SETTINGS;
}

export function saveSettings(db: Db, input: z.output<typeof updateSettingsSchema>) {
  return upsertSettings(db, input);
}
