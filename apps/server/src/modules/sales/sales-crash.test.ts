import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { childDatabase, CRASH_ADMIN as ADMIN, freePort, ServerProcess } from "../../test/server-process";
import { HOTMART_TOKEN, hotmartPurchase } from "../../test/sales";

const DELIVERIES = 1000;
const MEMBERS = 20;
const PRODUCT = 4242;
const IN_FLIGHT = 16;

type Delivery = { id: string; body: unknown };

describe("a server killed in the middle of a burst of sales", () => {
  let drop: () => Promise<void> = async () => undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill("SIGKILL");
    await drop();
  });

  /** Sends every delivery, IN_FLIGHT at a time, as Hotmart would; the ids answered 200. */
  async function burst(deliveries: Delivery[], answered: Set<string>, stopAfter = Infinity) {
    let next = 0;
    let killed: Promise<void> | undefined;
    const worker = async () => {
      while (next < deliveries.length && !killed) {
        const d = deliveries[next++]!;
        const res = await server!
          .call("POST", "/api/webhooks/hotmart", d.body, { "x-hotmart-hottok": HOTMART_TOKEN })
          .catch(() => undefined);
        if (res?.status === 200) answered.add(d.id);
        else if (res) expect.fail(`delivery answered ${res.status}: ${JSON.stringify(res.json)}`);
        if (answered.size >= stopAfter && !killed) killed = server!.kill("SIGKILL");
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await killed;
  }

  async function waitProcessed() {
    const deadline = Date.now() + 600_000;
    for (;;) {
      const res = await server!.call("GET", "/api/admin/sales/deliveries?status=pending&limit=1");
      expect(res.status).toBe(200);
      if (res.json.items.length === 0) return;
      if (Date.now() > deadline) throw new Error("deliveries still pending");
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  // Jobs running in the killed process are retried once they expire (a minute). The suite runs
  // beside the browser tests, which can make this three times slower than alone.
  it(
    "after a restart and the providers' retries, processed every delivery answered 200 exactly once",
    { timeout: 900_000 },
    async () => {
      const database = await childDatabase();
      drop = database.drop;
      server = new ServerProcess(await freePort(), {
        ...database.env,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      });
      await server.start();
      expect(
        (await server.call("PUT", "/api/admin/sales/providers/hotmart", { secret: HOTMART_TOKEN })).status,
      ).toBe(200);
      const offer = await server.call("POST", "/api/admin/sales/offers", {
        name: "Assinatura anual",
        provider: "hotmart",
        product_key: String(PRODUCT),
        duration: "lifetime",
        ai_tier: "basic",
        grants_student: true,
      });
      expect(offer.status).toBe(201);
      const members = Array.from({ length: MEMBERS }, (_, i) => ({
        name: `Cliente ${i}`,
        email: `cliente${i}@exemplo.com`,
        password: `senha forte do cliente ${i}`,
        is_student: false,
      }));
      const created = await server.call("POST", "/api/admin/members/batch", {
        mode: "create",
        source: "manual",
        members,
      });
      expect(created.json.summary).toMatchObject({ created: MEMBERS, errors: 0 });

      // Half the buyers are members; the other half new e-mails, invited.
      const deliveries: Delivery[] = Array.from({ length: DELIVERIES }, (_, i) => {
        const id = randomUUID();
        const email = i % 2 === 0 ? members[(i / 2) % MEMBERS]!.email : `comprador${i}@exemplo.com`;
        return { id, body: hotmartPurchase({ id, productId: PRODUCT, email, transaction: `HPCRASH${i}` }) };
      });
      // Every tenth sent twice, as a provider that did not hear the first answer does.
      const sent = deliveries.flatMap((d, i) => (i % 10 === 0 ? [d, d] : [d]));

      const answered = new Set<string>();
      await burst(sent, answered, 400);
      expect(answered.size).toBeGreaterThanOrEqual(400);
      expect(answered.size).toBeLessThan(DELIVERIES);
      const beforeCrash = new Set(answered);

      // Restarted; each provider sends again what it never heard 200 for, and a few it did.
      await server.start();
      const retries = deliveries.filter((d, i) => !beforeCrash.has(d.id) || i % 50 === 0);
      await burst(retries, answered);
      expect(answered.size).toBe(DELIVERIES);
      await waitProcessed();
      await server.kill("SIGTERM");

      const db = database.open();
      try {
        const rows = async (text: string) => (await db.sql(text)).rows;
        expect(
          await rows(
            `select status, count(*)::int as n, count(distinct event_id)::int as d from webhook_deliveries
             where provider = 'hotmart' group by status`,
          ),
        ).toEqual([{ status: "processed", n: DELIVERIES, d: DELIVERIES }]);
        expect(
          await rows(
            `select count(*)::int as n, count(distinct "transaction")::int as d from purchases where "transaction" like 'HPCRASH%'`,
          ),
        ).toEqual([{ n: DELIVERIES, d: DELIVERIES }]);
        // The members' purchases: each gives the tier and the Aluno role, once.
        expect(
          await rows(
            `select count(*)::int as n, count(distinct (purchase_id, kind, target))::int as d
             from access_grants where purchase_id is not null`,
          ),
        ).toEqual([{ n: DELIVERIES, d: DELIVERIES }]);
        // One 'Acesso liberado' per purchase of a member, none twice.
        expect(
          await rows(
            `select count(*)::int as n, count(distinct user_id)::int as u from notifications where type = 'access_granted'`,
          ),
        ).toEqual([{ n: DELIVERIES / 2, u: MEMBERS }]);
        expect(
          await rows(
            `select count(*)::int as n, count(distinct lower(email))::int as d from member_invites where for_purchase`,
          ),
        ).toEqual([{ n: DELIVERIES / 2, d: DELIVERIES / 2 }]);
        const mails = await rows(
          `select count(*)::int as n, count(distinct "to")::int as d from mail_outbox where "to" like 'comprador%'`,
        );
        expect(mails[0]!.n).toBe(mails[0]!.d);
        expect(
          await rows(
            `select count(*)::int as n from profiles p join users u on u.id = p.id
             where u.email like 'cliente%' and p.ai_tier = 'basic' and p.is_student`,
          ),
        ).toEqual([{ n: MEMBERS }]);
      } finally {
        await db.close();
      }
    },
  );
});
