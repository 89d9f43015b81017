import { desc, eq } from "drizzle-orm";
import { mailOutbox, profiles, spaces } from "../db/schema";
import type { Db } from "../platform/db";
import { DEFAULT_PASSWORD, PUBLIC_URL, uniqueEmail, type TestClient } from "./harness";

/** The newest message the dev outbox holds for an address. */
export async function lastMailTo(db: Db, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.created_at))
    .limit(1);
  return mail;
}

export function linkIn(text: string | undefined) {
  const link = text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in e-mail: ${text}`);
  return link;
}

let usernameCounter = 0;

/** Signs up through the API and opens the confirmation link, which signs the client in. */
export async function signUpConfirmed(
  client: TestClient,
  db: Db,
  overrides: Partial<{ email: string; username: string; name: string; password: string }> = {},
) {
  usernameCounter += 1;
  const input = {
    email: uniqueEmail(),
    username: `membro${usernameCounter}${Date.now() % 100000}`,
    name: "Maria Souza",
    password: DEFAULT_PASSWORD,
    ...overrides,
  };
  const res = await client.post("/api/auth/sign-up/email", { ...input, callbackURL: "/" });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const mail = await lastMailTo(db, input.email);
  const link = linkIn(mail?.text);
  const confirm = await client.get(link.replace(PUBLIC_URL, ""));
  if (confirm.status !== 302) throw new Error(`confirmation failed: ${confirm.status} ${confirm.text}`);
  const [profile] = await db.select().from(profiles).where(eq(profiles.email, input.email));
  return { ...input, id: profile!.id };
}

export async function makeAdmin(db: Db, userId: string) {
  await db.update(profiles).set({ is_admin: true }).where(eq(profiles.id, userId));
}

export async function makeModerator(db: Db, userId: string) {
  await db.update(profiles).set({ is_moderator: true }).where(eq(profiles.id, userId));
}

/** A space straight in the database (admin screens are tested on their own). */
export async function createSpace(
  db: Db,
  {
    slug,
    type = "publicacoes",
    isPrivate = false,
    order = 0,
  }: { slug: string; type?: string; isPrivate?: boolean; order?: number },
) {
  const [row] = await db
    .insert(spaces)
    .values({ name: slug, slug, path: `/espaco/${slug}`, space_type: type, is_private: isPrivate, order })
    .returning();
  return row!;
}
