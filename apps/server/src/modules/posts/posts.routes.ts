import { commonMessages } from "@guilda/shared";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import { decodeCursor, feedPage } from "./posts.service";

const feedQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});

export const postRoutes = new Hono<AppEnv>().get("/posts", validate("query", feedQuery), async (c) => {
  const viewer = requireViewer(c);
  const { limit, cursor: rawCursor } = c.req.valid("query");
  const cursor = rawCursor ? decodeCursor(rawCursor) : undefined;
  if (cursor === null) return c.json({ code: "VALIDATION", message: commonMessages.invalidInput }, 400);
  const includePrivate = viewer.profile.is_admin || viewer.profile.is_moderator;
  return c.json(await feedPage(c.var.deps.database.db, { limit, cursor, includePrivate }));
});
