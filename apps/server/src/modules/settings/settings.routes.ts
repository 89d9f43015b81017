import {
  updateComposerSpaceSchema,
  updateJoinPolicySchema,
  updateOfferSchema,
  updatePinnedLinksSchema,
  updateSettingsSchema,
} from "@guilda/shared";
import { updatePublicPageSchema } from "@guilda/shared/schemas/public-page";
import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireAdmin } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import {
  getPublicPage,
  getSettings,
  saveComposerSpace,
  saveJoinPolicy,
  saveOffer,
  savePinnedLinks,
  savePublicPage,
  saveSettings,
} from "./settings.service";

// Writes sit under /admin, which only admins reach (see app.ts).
export const settingsRoutes = new Hono<AppEnv>()
  // Public: the header of the sign-in page shows the brand too.
  .get("/settings", async (c) => c.json(await getSettings(c.var.deps.database.db)))
  .put("/admin/settings", validate("json", updateSettingsSchema), async (c) =>
    c.json(await saveSettings(c.var.deps.database.db, c.req.valid("json"), requireAdmin(c).userId)),
  )
  .put("/admin/settings/offer", validate("json", updateOfferSchema), async (c) =>
    c.json(await saveOffer(c.var.deps.database.db, c.req.valid("json"), requireAdmin(c).userId)),
  )
  .put("/admin/settings/pinned-links", validate("json", updatePinnedLinksSchema), async (c) =>
    c.json(await savePinnedLinks(c.var.deps.database.db, c.req.valid("json"), requireAdmin(c).userId)),
  )
  // 'Publicações na página inicial': the space the home composer proposes.
  .put("/admin/settings/composer-space", validate("json", updateComposerSpaceSchema), async (c) =>
    c.json(await saveComposerSpace(c.var.deps.database.db, c.req.valid("json"), requireAdmin(c).userId)),
  )
  // 'Cadastro': who may join through the sign-up page.
  .put("/admin/settings/join-policy", validate("json", updateJoinPolicySchema), async (c) =>
    c.json(await saveJoinPolicy(c.var.deps.database.db, c.req.valid("json"), requireAdmin(c).userId)),
  )
  // 'Página pública': the switch and the landing's description (the landing itself: public-page).
  .get("/admin/settings/public-page", async (c) => c.json(await getPublicPage(c.var.deps.database.db)))
  .put("/admin/settings/public-page", validate("json", updatePublicPageSchema), async (c) =>
    c.json(await savePublicPage(c.var.deps.database.db, c.req.valid("json"), requireAdmin(c).userId)),
  );
