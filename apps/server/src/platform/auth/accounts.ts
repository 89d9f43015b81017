import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { accounts, profiles, users } from "../../db/schema";
import type { Db } from "../db";
import { hashPassword } from "./password";

type NewAccount = {
  email: string;
  fullName: string;
  username: string;
  passwordHash: string;
  createdAt?: Date;
  profile?: Partial<typeof profiles.$inferInsert>;
};

/** Creates a confirmed e-mail/password account and its profile in one transaction. */
export async function createConfirmedAccount(db: Db, a: NewAccount) {
  const id = randomUUID();
  const createdAt = a.createdAt ?? new Date();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      name: a.fullName,
      email: a.email.toLowerCase(),
      emailVerified: true,
      createdAt,
      updatedAt: createdAt,
    });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: a.passwordHash,
      createdAt,
      updatedAt: createdAt,
    });
    await tx.insert(profiles).values({
      id,
      email: a.email.toLowerCase(),
      full_name: a.fullName,
      username: a.username,
      created_at: createdAt,
      last_active_at: createdAt,
      ...a.profile,
    });
  });
  return id;
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: creates that admin, or promotes and re-keys an existing account,
 * confirmed and ready to sign in.
 */
export async function ensureAdmin(db: Db, email: string, password: string, name = "Administrador") {
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!existing) {
    const base =
      email
        .split("@")[0]!
        .toLowerCase()
        .replace(/[^a-z0-9._-]/g, "")
        .slice(0, 24) || "admin";
    const taken = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.username, base));
    await createConfirmedAccount(db, {
      email,
      fullName: name,
      username: taken.length ? `${base}-${randomUUID().slice(0, 4)}` : base.padEnd(3, "0"),
      passwordHash,
      profile: { is_admin: true },
    });
    return "created" as const;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    const [credential] = await tx
      .update(accounts)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(eq(accounts.userId, existing.id))
      .returning({ id: accounts.id });
    if (!credential) {
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: existing.id,
        providerId: "credential",
        userId: existing.id,
        password: passwordHash,
      });
    }
    // An account still waiting for approval is approved by being made the admin.
    await tx
      .update(profiles)
      .set({ is_admin: true, is_pending: false, updated_at: new Date() })
      .where(eq(profiles.id, existing.id));
  });
  return "promoted" as const;
}
