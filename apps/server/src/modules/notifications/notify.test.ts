import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { createConfirmedAccount } from "../../platform/auth/accounts";
import { hashPassword } from "../../platform/auth/password";
import type { Db } from "../../platform/db";
import { PendingEvents } from "../../platform/realtime/pending";
import { createTestApp, DEFAULT_PASSWORD } from "../../test/harness";
import { notify, type NotifyInput } from "./notifications.service";

let counter = 0;
async function member(db: Db, fullName: string) {
  counter += 1;
  const account = await createConfirmedAccount(db, {
    email: `notify${counter}@exemplo.com`,
    fullName,
    username: `notify${counter}`,
    passwordHash: await hashPassword(DEFAULT_PASSWORD),
  });
  return account;
}

async function send(db: Db, input: NotifyInput) {
  const events = new PendingEvents();
  await db.transaction(async (tx) => notify(tx as unknown as Db, events, input));
  return events;
}

describe("notify", () => {
  it("groups likes on one post while unread, and tells nobody of their own action", async () => {
    const t = await createTestApp();
    const bia = await member(t.db, "Bia Lima");
    const likers = [];
    for (const name of ["Carla Dias", "Davi Reis", "Eva Melo", "Ana Souza"])
      likers.push(await member(t.db, name));
    expect(
      (await send(t.db, { userId: bia, type: "like", actorId: bia, data: { post_title: "T" } })).size,
    ).toBe(0);
    let last;
    for (const liker of likers) {
      last = await send(t.db, {
        userId: bia,
        type: "like",
        actorId: liker,
        groupKey: "like:p1",
        data: { post_title: "Olá mundo" },
      });
    }
    const rows = await t.db.select().from(notifications).where(eq(notifications.user_id, bia));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_count: 4,
      actor_id: likers[3],
      title: "Ana Souza e mais 3 pessoas curtiram sua publicação “Olá mundo”",
      email_state: null,
    });
    expect(last!.size).toBe(1);
  });
});
