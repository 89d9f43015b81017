import { certificatePdfMessages } from "@guilda/shared/messages/certificates";
import { certificateDesignSchema } from "@guilda/shared/schemas/certificates";
import { revokeCertificateSchema } from "@guilda/shared/schemas/courses";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { enforce, keyFor, writeLimit } from "../../platform/http/rate-limit";
import { requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./certificates.service";

const idParam = z.object({ id: z.uuid() });
const courseParam = z.object({ courseId: z.uuid() });
/** Any spelling of a code (case, hyphens, prefix); the service reads it back or calls it unknown. */
const codeParam = z.object({ code: z.string().max(64) });
const adminListQuery = z.object({ course_id: z.uuid().optional() }).strict();
const sampleQuery = z.object({ course_id: z.uuid().optional() }).strict();

const pdfDeps = (c: Context<AppEnv>) => ({
  db: c.var.deps.database.db,
  storage: c.var.deps.storage,
  config: c.var.deps.config,
});

function pdfResponse(c: Context<AppEnv>, bytes: Uint8Array, filename: string) {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="${filename}"`,
  });
}

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
  // Public for a valid certificate (the code is what its owner shares); a visitor spends the
  // lookup budget of their address, as on the verification page.
  .get(
    "/certificates/:code/pdf",
    async (c, next) => {
      if (!c.var.viewer) {
        const key = keyFor(c, "certificateLookups", "address")!;
        await enforce(c.var.deps.database.db, key, 1, c.var.deps.config.writeLimits.certificateLookups);
      }
      await next();
    },
    validate("param", codeParam),
    async (c) => {
      const pdf = await service.certificatePdf(pdfDeps(c), c.var.viewer ?? null, c.req.valid("param").code);
      return pdfResponse(c, pdf.bytes, pdf.filename);
    },
  )
  .get("/admin/certificates", validate("query", adminListQuery), async (c) =>
    c.json(await service.adminCertificates(c.var.deps.database.db, c.req.valid("query").course_id)),
  )
  // The look: the community's defaults, a course's own, and an example PDF drawn with either.
  .get("/admin/certificates/settings", async (c) =>
    c.json(await service.communityDesign(c.var.deps.database.db)),
  )
  .put("/admin/certificates/settings", validate("json", certificateDesignSchema), async (c) =>
    c.json(await service.saveCommunityDesign(c.var.deps.database.db, requireViewer(c), c.req.valid("json"))),
  )
  .get("/admin/certificates/settings/sample.pdf", validate("query", sampleQuery), async (c) => {
    const bytes = await service.samplePdf(pdfDeps(c), c.req.valid("query").course_id ?? null);
    return pdfResponse(c, bytes, certificatePdfMessages.sampleFileName);
  })
  .get("/admin/certificates/settings/courses/:courseId", validate("param", courseParam), async (c) =>
    c.json(await service.courseDesign(c.var.deps.database.db, c.req.valid("param").courseId)),
  )
  .put(
    "/admin/certificates/settings/courses/:courseId",
    validate("param", courseParam),
    validate("json", certificateDesignSchema),
    async (c) =>
      c.json(
        await service.saveCourseDesign(
          c.var.deps.database.db,
          requireViewer(c),
          c.req.valid("param").courseId,
          c.req.valid("json"),
        ),
      ),
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
