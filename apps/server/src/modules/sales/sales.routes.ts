import { commonMessages } from "@guilda/shared";
import { salesMessages as m } from "@guilda/shared/messages/sales";
import {
  deliveriesQuerySchema,
  hotmartTokenSchema,
  offerInputSchema,
  saleProviderSchema,
  stripeSecretSchema,
} from "@guilda/shared/schemas/sales";
import { Hono } from "hono";
import { z } from "zod";
import { clientIp } from "../../platform/http/client-ip";
import type { AppEnv } from "../../platform/http/context";
import { AppError } from "../../platform/http/errors";
import { enforce, refuseWhenSpent } from "../../platform/http/rate-limit";
import { requireAdmin } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./sales.service";

/**
 * POST /api/webhooks/{hotmart,stripe,generic}: no session, no same-origin check, no member
 * budget. The signature is checked on the raw body first; a refused one is answered 401, kept in
 * the log without its body and counted against the sender's address, which is refused outright
 * past the limit. A good one is stored, with its processing job, in one transaction before the
 * 200: what was answered 200 is never lost, and a copy of an event already stored is only counted.
 */
export const webhookRoutes = new Hono<AppEnv>().post("/:provider", async (c) => {
  const parsed = saleProviderSchema.safeParse(c.req.param("provider"));
  if (!parsed.success) throw AppError.notFound();
  const provider = parsed.data;
  const deps = c.var.deps;
  const db = deps.database.db;
  const ip = clientIp(c, deps.config.trustProxy);
  const budget = deps.config.writeLimits.webhookSignatureFailures;
  const budgetKey = `webhookSignatureFailures:ip:${ip}`;
  await refuseWhenSpent(db, budgetKey, budget);

  const raw = await c.req.text();
  const outcome = await service.receiveDelivery(deps, provider, raw, c.req.raw.headers, ip);
  if (outcome.kind === "refused") {
    await enforce(db, budgetKey, 1, budget).catch(() => undefined);
    throw new AppError(401, "INVALID_SIGNATURE", outcome.message);
  }
  if (outcome.kind === "malformed") throw new AppError(400, "INVALID_JSON", commonMessages.invalidJson);
  if (outcome.kind === "invalid") throw AppError.validation(outcome.problems);
  return c.json({ received: true, message: m.received });
});

const idParam = z.object({ id: z.uuid() });
const memberParam = z.object({ id: z.string().min(1).max(64) });
const secretProvider = z.object({ provider: z.enum(["hotmart", "stripe"]) });

// /admin/* is reached by admins only (app.ts); requireAdmin repeats it where the viewer is used.
export const salesRoutes = new Hono<AppEnv>()
  .get("/admin/sales/offers", async (c) =>
    c.json({ items: await service.listOffers(c.var.deps.database.db) }),
  )
  .post("/admin/sales/offers", validate("json", offerInputSchema), async (c) => {
    const viewer = requireAdmin(c);
    return c.json(await service.createOffer(c.var.deps.database.db, c.req.valid("json"), viewer.userId), 201);
  })
  .put(
    "/admin/sales/offers/:id",
    validate("param", idParam),
    validate("json", offerInputSchema),
    async (c) => {
      const viewer = requireAdmin(c);
      const { id } = c.req.valid("param");
      return c.json(await service.updateOffer(c.var.deps, id, c.req.valid("json"), viewer.userId));
    },
  )
  .delete("/admin/sales/offers/:id", validate("param", idParam), async (c) => {
    const viewer = requireAdmin(c);
    await service.deleteOffer(c.var.deps.database.db, c.req.valid("param").id, viewer.userId);
    return c.body(null, 204);
  })
  .get("/admin/sales/providers", async (c) => c.json({ items: await service.listProviders(c.var.deps) }))
  .put("/admin/sales/providers/:provider", validate("param", secretProvider), async (c) => {
    const viewer = requireAdmin(c);
    const { provider } = c.req.valid("param");
    const schema = provider === "hotmart" ? hotmartTokenSchema : stripeSecretSchema;
    const body = schema.safeParse(await c.req.json().catch(() => ({})));
    if (!body.success) throw AppError.validation({ secret: body.error.issues[0]!.message });
    return c.json(await service.saveProviderSecret(c.var.deps, provider, body.data.secret, viewer.userId));
  })
  .post("/admin/sales/providers/generic/secret", async (c) => {
    const viewer = requireAdmin(c);
    return c.json(await service.generateGenericSecret(c.var.deps, viewer.userId));
  })
  .get("/admin/sales/deliveries", validate("query", deliveriesQuerySchema), async (c) =>
    c.json(await service.listDeliveries(c.var.deps.database.db, c.req.valid("query"))),
  )
  .get("/admin/sales/deliveries/:id", validate("param", idParam), async (c) =>
    c.json(await service.getDelivery(c.var.deps.database.db, c.req.valid("param").id)),
  )
  .post("/admin/sales/deliveries/:id/reprocess", validate("param", idParam), async (c) =>
    c.json(await service.reprocessDelivery(c.var.deps, c.req.valid("param").id)),
  )
  .get("/admin/members/:id/purchases", validate("param", memberParam), async (c) =>
    c.json({ items: await service.memberPurchases(c.var.deps.database.db, c.req.valid("param").id) }),
  );
