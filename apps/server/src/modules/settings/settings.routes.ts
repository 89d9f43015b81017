import { updateSettingsSchema } from "@guilda/shared";
import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireAdmin } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import { getSettings, saveSettings } from "./settings.service";

export const settingsRoutes = new Hono<AppEnv>()
  // Public: the header of the sign-in page shows the brand too.
  .get("/settings", async (c) => c.json(await getSettings(c.var.deps.database.db)))
  .put("/admin/settings", validate("json", updateSettingsSchema), async (c) => {
    requireAdmin(c);
    return c.json(await saveSettings(c.var.deps.database.db, c.req.valid("json")));
  });
