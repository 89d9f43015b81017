import { deleteAccountSchema } from "@guilda/shared/schemas/privacy";
import { Hono, type Context } from "hono";
import { Readable } from "node:stream";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./privacy.service";

const idParam = z.object({ id: z.uuid() });

/** Ends the browser's session: every auth cookie this request carried is expired. */
function clearAuthCookies(c: Context<AppEnv>) {
  const names = (c.req.header("cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter((name) => /^(__Secure-|__Host-)?guilda\./.test(name));
  for (const name of names) {
    const secure = name.startsWith("__Secure-") || name.startsWith("__Host-") ? "; Secure" : "";
    c.header("set-cookie", `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`, { append: true });
  }
}

// 'Baixar meus dados' and 'Excluir minha conta' (LGPD): always the signed-in member's own data.
export const privacyRoutes = new Hono<AppEnv>()
  .post("/me/data-export", async (c) => {
    const viewer = requireViewer(c);
    return c.json(await service.requestExport(c.var.deps, viewer), 202);
  })
  .get("/me/data-exports", async (c) => {
    const viewer = requireViewer(c);
    return c.json(await service.latestExport(c.var.deps.database.db, viewer.userId));
  })
  .get("/me/data-exports/:id/download", validate("param", idParam), async (c) => {
    const viewer = requireViewer(c);
    const { object, filename } = await service.exportDownload(c.var.deps, viewer, c.req.valid("param").id);
    c.header("content-type", "application/zip");
    c.header("content-length", String(object.size));
    c.header("content-disposition", `attachment; filename="${filename}"`);
    c.header("x-content-type-options", "nosniff");
    return c.body(Readable.toWeb(object.body) as ReadableStream, 200);
  })
  .delete("/me", validate("json", deleteAccountSchema), async (c) => {
    const viewer = requireViewer(c);
    await service.deleteAccount(c.var.deps, viewer, c.req.valid("json"));
    clearAuthCookies(c);
    return c.json({ ok: true });
  });
