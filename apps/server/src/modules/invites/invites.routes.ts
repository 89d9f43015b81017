import { acceptInviteSchema, batchEmailStatusSchema } from "@guilda/shared/schemas/directory";
import { addMembersSchema } from "@guilda/shared/schemas/members";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer } from "../../platform/http/session";
import { writeLimit } from "../../platform/http/rate-limit";
import { validate } from "../../platform/http/validate";
import * as service from "./invites.service";

const tokenParam = z.object({ token: z.string().min(10).max(200) });

export const inviteRoutes = new Hono<AppEnv>()
  // /admin/* is for admins only (app.ts).
  .post("/admin/members/batch", writeLimit("memberBatches"), validate("json", addMembersSchema), async (c) =>
    c.json(await service.addMembers(c.var.deps, requireViewer(c), c.req.valid("json"))),
  )
  .post("/admin/members/batch/email-status", validate("json", batchEmailStatusSchema), async (c) =>
    c.json(await service.emailProgress(c.var.deps.database.db, c.req.valid("json").ids)),
  )
  // Public: the invitee has no account yet; the token is the credential.
  .get("/invites/:token", validate("param", tokenParam), async (c) =>
    c.json(await service.previewInvite(c.var.deps.database.db, c.req.valid("param").token)),
  )
  .post(
    "/invites/:token/accept",
    writeLimit("inviteAcceptance", "address"),
    validate("param", tokenParam),
    validate("json", acceptInviteSchema),
    async (c) => {
      const { deps } = c.var;
      const input = c.req.valid("json");
      const { email } = await service.acceptInvite(
        deps.database.db,
        c.req.valid("param").token,
        input,
        deps.realtime,
      );
      // The new member is signed in at once, with the same session cookie as any sign-in.
      const { headers } = await deps.auth.api.signInEmail({
        body: { email, password: input.password },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
      return c.json({ ok: true });
    },
  );
