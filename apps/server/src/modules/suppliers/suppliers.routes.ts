import {
  rateSupplierSchema,
  reviewSupplierSchema,
  supplierInputSchema,
  supplierListQuerySchema,
  supplierRatingsQuerySchema,
  supplierSubmissionsQuerySchema,
  verifySupplierSchema,
} from "@guilda/shared/schemas/suppliers";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { AppError } from "../../platform/http/errors";
import { searchLimit, writeLimit } from "../../platform/http/rate-limit";
import { requireAdmin, requireViewer, writersOnly } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./suppliers.service";

const idParam = z.object({ id: z.uuid() });

function ctx(c: Context<AppEnv>): service.Ctx {
  return { db: c.var.deps.database.db, realtime: c.var.deps.realtime, viewer: requireViewer(c) };
}

/** Admins and moderators only, checked before the input is read (a member gets 403, not 400). */
const staffOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!service.isStaff(requireViewer(c))) throw AppError.forbidden();
  await next();
};

const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};

/**
 * /suppliers/*: the directory for every member; suggestions from any member (each counts against
 * the member's hourly post budget, ratings against the comment budget); review, edit and delete
 * for admins and moderators, 'verificado' for admins — checked in the service. Not under
 * /api/admin, which is for admins only.
 */
export const supplierRoutes = new Hono<AppEnv>()
  .get("/suppliers", searchLimit(), validate("query", supplierListQuerySchema), async (c) =>
    c.json(await service.directory(ctx(c), c.req.valid("query"))),
  )
  .get("/suppliers/facets", async (c) => c.json(await service.facets(ctx(c))))
  .get("/suppliers/submissions", validate("query", supplierSubmissionsQuerySchema), async (c) =>
    c.json(await service.listSubmissions(ctx(c), c.req.valid("query"))),
  )
  .post("/suppliers", writersOnly, writeLimit("posts"), validate("json", supplierInputSchema), async (c) =>
    c.json(await service.createSupplier(ctx(c), c.req.valid("json")), 201),
  )
  .get("/suppliers/:id", validate("param", idParam), async (c) =>
    c.json(await service.getSupplier(ctx(c), c.req.valid("param").id)),
  )
  .put(
    "/suppliers/:id",
    staffOnly,
    validate("param", idParam),
    validate("json", supplierInputSchema),
    async (c) => c.json(await service.updateSupplier(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/suppliers/:id", staffOnly, validate("param", idParam), async (c) =>
    c.json(await service.deleteSupplier(ctx(c), c.req.valid("param").id)),
  )
  .post(
    "/suppliers/:id/review",
    staffOnly,
    validate("param", idParam),
    validate("json", reviewSupplierSchema),
    async (c) => c.json(await service.reviewSupplier(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .put(
    "/suppliers/:id/verified",
    adminOnly,
    validate("param", idParam),
    validate("json", verifySupplierSchema),
    async (c) =>
      c.json(await service.setVerified(ctx(c), c.req.valid("param").id, c.req.valid("json").is_verified)),
  )
  .get(
    "/suppliers/:id/ratings",
    validate("param", idParam),
    validate("query", supplierRatingsQuerySchema),
    async (c) =>
      c.json(await service.listRatings(ctx(c), c.req.valid("param").id, c.req.valid("query").cursor)),
  )
  .put(
    "/suppliers/:id/rating",
    writersOnly,
    writeLimit("comments"),
    validate("param", idParam),
    validate("json", rateSupplierSchema),
    async (c) => c.json(await service.rateSupplier(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/suppliers/:id/rating", validate("param", idParam), async (c) =>
    c.json(await service.removeRating(ctx(c), c.req.valid("param").id)),
  );
