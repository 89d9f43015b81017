import { revokeCertificateSchema } from "@guilda/shared/schemas/courses";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { writeLimit } from "../../platform/http/rate-limit";
import { requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./certificates.service";

const idParam = z.object({ id: z.uuid() });
/** Any spelling of a code (case, hyphens, prefix); the service reads it back or calls it unknown. */
const codeParam = z.object({ code: z.string().max(64) });
const adminListQuery = z.object({ course_id: z.uuid().optional() }).strict();

/** /certificates/* and /admin/certificates/* */
export const certificateRoutes = new Hono<AppEnv>()
  .get("/certificates", async (c) =>
    c.json(await service.myCertificates(c.var.deps.database.db, requireViewer(c))),
  )
  // Public: no session needed, budgeted per client address against code guessing.
  .get(
    "/certificates/verify/:code",
    writeLimit("certificateLookups", "address"),
    validate("param", codeParam),
    async (c) => c.json(await service.verifyCertificate(c.var.deps.database.db, c.req.valid("param").code)),
  )
  .get("/certificates/:code/pdf", validate("param", codeParam), async (c) => {
    const { db } = c.var.deps.database;
    const pdf = await service.certificatePdf(
      db,
      c.var.deps.config,
      requireViewer(c),
      c.req.valid("param").code,
    );
    return c.body(pdf.bytes as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${pdf.filename}"`,
    });
  })
  .get("/admin/certificates", validate("query", adminListQuery), async (c) =>
    c.json(await service.adminCertificates(c.var.deps.database.db, c.req.valid("query").course_id)),
  )
  .post(
    "/admin/certificates/:id/revoke",
    validate("param", idParam),
    validate("json", revokeCertificateSchema),
    async (c) =>
      c.json(
        await service.revokeCertificate(
          c.var.deps.database.db,
          requireViewer(c),
          c.req.valid("param").id,
          c.req.valid("json").reason,
        ),
      ),
  );
