import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  accessGrants,
  memberInvites,
  notifications,
  profiles,
  purchases,
  salesProviders,
  userCourses,
  webhookDeliveries,
} from "../../db/schema";
import { createCourseWithLessons } from "../../test/course-fixtures";
import { lastMailTo, linkIn, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, PUBLIC_URL } from "../../test/harness";
import {
  drainSales,
  GENERIC_SECRET,
  HOTMART_TOKEN,
  hotmartCancellation,
  hotmartPurchase,
  hotmartSwitchPlan,
  sendGeneric,
  sendHotmart,
  sendStripe,
  STRIPE_SECRET,
  stripeEvent,
} from "../../test/sales";
import { endLapsedGrants } from "../members/grants";

type App = Awaited<ReturnType<typeof createTestApp>>;
const DAY = 86_400_000;

async function setup() {
  const t = await createTestApp();
  const admin = t.client();
  const adminId = (await signUpConfirmed(admin, t.db, { name: "Dona da Comunidade", username: "donavendas" }))
    .id;
  await makeAdmin(t.db, adminId);
  await t.db.insert(salesProviders).values([
    { provider: "hotmart", secret: HOTMART_TOKEN },
    { provider: "stripe", secret: STRIPE_SECRET },
    { provider: "generic", secret: GENERIC_SECRET },
  ]);
  const course = async (title: string, category = "Fotografia") =>
    (await createCourseWithLessons(t.db, { title, category, lessons: [{ kind: "text" }] })).course;
  const offer = async (body: Record<string, unknown>) => {
    const res = await admin.post("/api/admin/sales/offers", { duration: "lifetime", ...body });
    expect(res.status, res.text).toBe(201);
    return res.json as { id: string };
  };
  return { t, admin, adminId, course, offer, provider: t.client() };
}

async function access(t: App, userId: string, courseId: string) {
  const [row] = await t.db
    .select({ granted: userCourses.access_granted, expires_at: userCourses.expires_at })
    .from(userCourses)
    .where(and(eq(userCourses.user_id, userId), eq(userCourses.course_id, courseId)));
  return row ?? null;
}

async function deliveries(t: App) {
  return t.db
    .select({
      status: webhookDeliveries.status,
      error: webhookDeliveries.error,
      count: webhookDeliveries.received_count,
      body: webhookDeliveries.body,
      event_type: webhookDeliveries.event_type,
      client_ip: webhookDeliveries.client_ip,
    })
    .from(webhookDeliveries)
    .orderBy(webhookDeliveries.received_at);
}

const purchaseOf = async (t: App, transaction: string) =>
  (await t.db.select().from(purchases).where(eq(purchases.transaction, transaction)))[0];

describe("offers and provider settings", () => {
  it("maps products to what they grant, refuses bad offers in pt-BR, and masks the secrets", async () => {
    const { t, admin, course } = await setup();
    const c1 = await course("Retrato");
    const bad = await admin.post("/api/admin/sales/offers", {
      name: "Nada",
      provider: "hotmart",
      product_key: "123",
      duration: "days",
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors).toMatchObject({
      days: "Informe de 1 a 3650 dias.",
      course_ids: "Escolha ao menos um curso, uma categoria, um plano de IA ou o papel de Aluno.",
    });
    const codeOnStripe = await admin.post("/api/admin/sales/offers", {
      name: "X",
      provider: "stripe",
      product_key: "price_1",
      offer_code: "abc",
      duration: "lifetime",
      grants_student: true,
    });
    expect(codeOnStripe.json.fieldErrors.offer_code).toBe("Código da oferta só existe na Hotmart.");
    const created = await admin.post("/api/admin/sales/offers", {
      name: "Retrato vitalício",
      provider: "hotmart",
      product_key: "3526906",
      duration: "lifetime",
      course_ids: [c1.id],
      categories: ["Fotografia", "Fotografia"],
      ai_tier: "premium",
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: "Retrato vitalício",
      courses: [{ id: c1.id, title: "Retrato" }],
      categories: ["Fotografia"],
      ai_tier: "premium",
      purchases: 0,
    });
    const again = await admin.post("/api/admin/sales/offers", {
      name: "Outra",
      provider: "hotmart",
      product_key: "3526906",
      duration: "lifetime",
      grants_student: true,
    });
    expect(again.status).toBe(400);
    expect(again.json.fieldErrors.product_key).toBe("Já existe uma oferta para este produto neste provedor.");
    const list = await admin.get("/api/admin/sales/offers");
    expect(list.json.items.map((o: { name: string }) => o.name)).toEqual(["Retrato vitalício"]);

    // A member is refused every admin endpoint.
    const member = t.client();
    await signUpConfirmed(member, t.db, { username: "curiosa" });
    const memberId = (await member.get("/api/session")).json.profile.id;
    const anId = "00000000-0000-4000-8000-000000000000";
    const refused = await Promise.all([
      member.get("/api/admin/sales/offers"),
      member.post("/api/admin/sales/offers", {
        name: "X",
        provider: "generic",
        product_key: "x",
        grants_student: true,
      }),
      member.put(`/api/admin/sales/offers/${anId}`, { name: "X", provider: "generic", product_key: "x" }),
      member.del(`/api/admin/sales/offers/${anId}`),
      member.get("/api/admin/sales/providers"),
      member.put("/api/admin/sales/providers/hotmart", { secret: "um-token-qualquer-123" }),
      member.post("/api/admin/sales/providers/generic/secret"),
      member.get("/api/admin/sales/deliveries"),
      member.get(`/api/admin/sales/deliveries/${anId}`),
      member.post(`/api/admin/sales/deliveries/${anId}/reprocess`),
      member.get(`/api/admin/members/${memberId}/purchases`),
    ]);
    expect(refused.map((r) => r.status)).toEqual(Array(11).fill(403));

    // Secrets: pasted ones are shown masked; the generic one is shown once.
    const wrongStripe = await admin.put("/api/admin/sales/providers/stripe", { secret: "sk_live_123" });
    expect(wrongStripe.json.fieldErrors.secret).toBe(
      "O segredo de assinatura da Stripe começa com “whsec_”.",
    );
    const saved = await admin.put("/api/admin/sales/providers/hotmart", {
      secret: "novo-token-hotmart-abcd",
    });
    expect(saved.json).toMatchObject({ provider: "hotmart", configured: true, masked: "••••••••abcd" });
    expect(JSON.stringify(saved.json)).not.toContain("novo-token");
    const generated = await admin.post("/api/admin/sales/providers/generic/secret");
    expect(generated.json.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const providers = await admin.get("/api/admin/sales/providers");
    const generic = providers.json.items.find((p: { provider: string }) => p.provider === "generic");
    expect(generic).toMatchObject({
      configured: true,
      masked: `••••••••${generated.json.secret.slice(-4)}`,
      webhook_url: `${PUBLIC_URL}/api/webhooks/generic`,
    });
    expect(JSON.stringify(providers.json)).not.toContain(generated.json.secret);
  });
});

describe("Hotmart", () => {
  let s: Awaited<ReturnType<typeof setup>>;
  let buyer: { id: string; email: string };
  let course1: { id: string; slug: string };
  let course2: { id: string; slug: string };

  beforeAll(async () => {
    s = await setup();
    course1 = await s.course("Luz Natural");
    course2 = await s.course("Edição");
    await s.offer({
      name: "Luz Natural",
      provider: "hotmart",
      product_key: "1001",
      course_ids: [course1.id],
    });
    await s.offer({
      name: "Clube",
      provider: "hotmart",
      product_key: "2002",
      duration: "subscription",
      course_ids: [course2.id],
      ai_tier: "premium",
      grants_student: true,
    });
    const member = s.t.client();
    buyer = await signUpConfirmed(member, s.t.db, { name: "Bia Compradora", username: "biacompra" });
    await s.t.db.update(profiles).set({ is_student: false }).where(eq(profiles.id, buyer.id));
  });

  it("grants a known buyer once, whatever the case of the e-mail, however many copies arrive", async () => {
    const { t, provider } = s;
    const body = hotmartPurchase({ productId: 1001, email: buyer.email.toUpperCase(), transaction: "HP-A1" });
    const first = await sendHotmart(provider, body);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ received: true, message: "Recebido." });
    // Ten copies at once, then one more: stored once, counted, applied once.
    const copies = await Promise.all(Array.from({ length: 10 }, () => sendHotmart(provider, body)));
    expect(copies.map((r) => r.status)).toEqual(Array(10).fill(200));
    await drainSales(t.deps);
    const rows = await deliveries(t);
    expect(rows.map((r) => [r.status, r.count])).toEqual([["processed", 11]]);
    expect(await access(t, buyer.id, course1.id)).toEqual({ granted: true, expires_at: null });
    const grants = await t.db.select().from(accessGrants).where(eq(accessGrants.user_id, buyer.id));
    expect(grants).toHaveLength(1);
    const told = await t.db
      .select({
        title: notifications.title,
        link: notifications.link,
        email_state: notifications.email_state,
      })
      .from(notifications)
      .where(and(eq(notifications.user_id, buyer.id), eq(notifications.type, "access_granted")));
    expect(told).toEqual([
      {
        title: "Acesso liberado: Luz Natural",
        // The course's page in the web app (/curso/{slug}), never a path it does not have.
        link: `/curso/${course1.slug}`,
        email_state: "pending",
      },
    ]);
    // The same sale's completion (another event id) changes nothing.
    await sendHotmart(
      provider,
      hotmartPurchase({
        event: "PURCHASE_COMPLETE",
        productId: 1001,
        email: buyer.email,
        transaction: "HP-A1",
      }),
    );
    await drainSales(t.deps);
    expect(await t.db.select().from(accessGrants).where(eq(accessGrants.user_id, buyer.id))).toHaveLength(1);
    expect(await t.db.$count(notifications, eq(notifications.type, "access_granted"))).toBe(1);
  });

  it("keeps a subscription paid until its next charge, extends it on renewal, and ends it after cancellation", async () => {
    const { t, provider } = s;
    const firstCharge = new Date(Date.now() + 30 * DAY);
    await sendHotmart(
      provider,
      hotmartPurchase({
        productId: 2002,
        email: buyer.email,
        subscriber: "SUB1",
        transaction: "HP-S1",
        nextCharge: firstCharge,
      }),
    );
    await drainSales(t.deps);
    expect(await access(t, buyer.id, course2.id)).toEqual({ granted: true, expires_at: firstCharge });
    let [profile] = await t.db.select().from(profiles).where(eq(profiles.id, buyer.id));
    expect([profile!.ai_tier, profile!.is_student]).toEqual(["premium", true]);

    // The second recurrence (its own transaction) moves the paid date on.
    const secondCharge = new Date(Date.now() + 60 * DAY);
    await sendHotmart(
      provider,
      hotmartPurchase({
        productId: 2002,
        email: buyer.email,
        subscriber: "SUB1",
        transaction: "HP-S2",
        recurrence: 2,
        nextCharge: secondCharge,
      }),
    );
    await drainSales(t.deps);
    expect(await access(t, buyer.id, course2.id)).toEqual({ granted: true, expires_at: secondCharge });
    expect(await t.db.$count(purchases, eq(purchases.transaction, "assinatura:SUB1"))).toBe(1);

    // Cancelled: access stays until the charge that will not happen.
    await sendHotmart(
      provider,
      hotmartCancellation({ subscriber: "SUB1", productId: 2002, nextCharge: secondCharge }),
    );
    await drainSales(t.deps);
    expect((await purchaseOf(t, "assinatura:SUB1"))!.status).toBe("canceled");
    expect(await access(t, buyer.id, course2.id)).toEqual({ granted: true, expires_at: secondCharge });
    // Once that date passes, the tier and the role (given by nothing else) go back.
    expect(await endLapsedGrants(t.db, new Date(secondCharge.getTime() - 1000))).toBe(0);
    expect(await endLapsedGrants(t.db, new Date(secondCharge.getTime() + 1000))).toBe(2);
    [profile] = await t.db.select().from(profiles).where(eq(profiles.id, buyer.id));
    expect([profile!.ai_tier, profile!.is_student]).toEqual(["trial", false]);
  });

  it("moves a subscription to the offer of its new plan", async () => {
    const { t, provider, offer, course } = s;
    const basic = await course("Plano Básico");
    const annual = await course("Plano Anual");
    await offer({
      name: "Mensal",
      provider: "hotmart",
      product_key: "3003",
      offer_code: "2nyk0xc3",
      duration: "subscription",
      course_ids: [basic.id],
    });
    await offer({
      name: "Anual",
      provider: "hotmart",
      product_key: "3003",
      offer_code: "py01ycdp",
      duration: "subscription",
      course_ids: [annual.id],
    });
    const next = new Date(Date.now() + 20 * DAY);
    await sendHotmart(
      provider,
      hotmartPurchase({
        productId: 3003,
        offerCode: "2nyk0xc3",
        email: buyer.email,
        subscriber: "SUB2",
        nextCharge: next,
      }),
    );
    await drainSales(t.deps);
    expect(await access(t, buyer.id, basic.id)).toMatchObject({ granted: true });
    const later = new Date(Date.now() + 365 * DAY);
    await sendHotmart(
      provider,
      hotmartSwitchPlan({ subscriber: "SUB2", productId: 3003, offerCode: "py01ycdp", nextCharge: later }),
    );
    await drainSales(t.deps);
    expect(await access(t, buyer.id, basic.id)).toBeNull();
    expect(await access(t, buyer.id, annual.id)).toEqual({ granted: true, expires_at: later });
  });

  it("takes back on refund only what that purchase gave: never a grant by hand, nor one another purchase gives", async () => {
    const { t, provider, admin, course, offer } = s;
    const shared = await course("Composição");
    await offer({ name: "Composição A", provider: "hotmart", product_key: "4004", course_ids: [shared.id] });
    await offer({ name: "Composição B", provider: "hotmart", product_key: "4005", course_ids: [shared.id] });
    await sendHotmart(
      provider,
      hotmartPurchase({ productId: 4004, email: buyer.email, transaction: "HP-R1" }),
    );
    await sendHotmart(
      provider,
      hotmartPurchase({ productId: 4005, email: buyer.email, transaction: "HP-R2" }),
    );
    await drainSales(t.deps);
    await sendHotmart(
      provider,
      hotmartPurchase({
        event: "PURCHASE_REFUNDED",
        productId: 4004,
        email: buyer.email,
        transaction: "HP-R1",
      }),
    );
    await drainSales(t.deps);
    expect((await purchaseOf(t, "HP-R1"))!.status).toBe("refunded");
    expect(await access(t, buyer.id, shared.id)).toEqual({ granted: true, expires_at: null });
    // 'Gerenciar Acessos' shows where it comes from.
    const view = await admin.get(`/api/admin/members/${buyer.id}/access`);
    const row = view.json.courses.find((c: { id: string }) => c.id === shared.id);
    expect(row.sources).toEqual([
      {
        purchase: {
          id: expect.any(String),
          provider: "hotmart",
          transaction: "HP-R2",
          offers: ["Composição B"],
        },
        ends_at: null,
      },
    ]);
    // An admin also grants it by hand, until a date; the chargeback of the other purchase leaves that.
    const until = new Date(Date.now() + 10 * DAY).toISOString();
    await admin.put(`/api/admin/members/${buyer.id}/courses/${shared.id}`, {
      granted: true,
      expires_at: until,
    });
    await sendHotmart(
      provider,
      hotmartPurchase({
        event: "PURCHASE_CHARGEBACK",
        productId: 4005,
        email: buyer.email,
        transaction: "HP-R2",
      }),
    );
    await drainSales(t.deps);
    expect(await access(t, buyer.id, shared.id)).toEqual({ granted: true, expires_at: new Date(until) });
    const after = await admin.get(`/api/admin/members/${buyer.id}/access`);
    expect(after.json.courses.find((c: { id: string }) => c.id === shared.id).sources).toEqual([
      { purchase: null, ends_at: until },
    ]);
    // A course held before sources existed (the invite and seed paths) counts as given by hand.
    const legacy = await course("Antiga");
    await t.db.insert(userCourses).values({ user_id: buyer.id, course_id: legacy.id });
    await offer({
      name: "Antiga",
      provider: "hotmart",
      product_key: "4006",
      duration: "days",
      days: 30,
      course_ids: [legacy.id],
    });
    await sendHotmart(
      provider,
      hotmartPurchase({ productId: 4006, email: buyer.email, transaction: "HP-R3" }),
    );
    await drainSales(t.deps);
    await sendHotmart(
      provider,
      hotmartPurchase({
        event: "PURCHASE_REFUNDED",
        productId: 4006,
        email: buyer.email,
        transaction: "HP-R3",
      }),
    );
    await drainSales(t.deps);
    expect(await access(t, buyer.id, legacy.id)).toEqual({ granted: true, expires_at: null });
  });

  it("remembers a refund that arrives before its approval: the approval grants nothing", async () => {
    const { t, provider, course, offer } = s;
    const c = await course("Fora de Ordem");
    await offer({ name: "Fora de Ordem", provider: "hotmart", product_key: "5005", course_ids: [c.id] });
    const approvedAt = new Date(Date.now() - 60_000);
    await sendHotmart(
      provider,
      hotmartPurchase({
        event: "PURCHASE_REFUNDED",
        productId: 5005,
        email: buyer.email,
        transaction: "HP-O1",
      }),
    );
    await drainSales(t.deps);
    await sendHotmart(
      provider,
      hotmartPurchase({ productId: 5005, email: buyer.email, transaction: "HP-O1", approvedAt }),
    );
    await drainSales(t.deps);
    expect(await access(t, buyer.id, c.id)).toBeNull();
    expect((await purchaseOf(t, "HP-O1"))!.status).toBe("refunded");
    const rows = (await deliveries(t)).slice(-2);
    expect(rows.map((r) => r.status)).toEqual(["processed", "processed"]);
  });

  it("answers an unknown product 200 and ignores it; reprocessing after the offer exists applies it", async () => {
    const { t, provider, admin, course, offer } = s;
    await sendHotmart(
      provider,
      hotmartPurchase({ productId: 9999, email: buyer.email, transaction: "HP-U1" }),
    );
    await drainSales(t.deps);
    const log = await admin.get("/api/admin/sales/deliveries?status=ignored");
    const ignored = log.json.items[0];
    expect(ignored).toMatchObject({
      provider: "hotmart",
      event_type: "PURCHASE_APPROVED",
      status: "ignored",
      error: "Nenhuma oferta usa o produto “9999, 9b1f4c2e-8d3a-4f6b-a2c1-7e5d9f0b3a11”.",
    });
    const c = await course("Tardia");
    await offer({ name: "Tardia", provider: "hotmart", product_key: "9999", course_ids: [c.id] });
    const again = await admin.post(`/api/admin/sales/deliveries/${ignored.id}/reprocess`);
    expect(again.status).toBe(200);
    await drainSales(t.deps);
    const detail = await admin.get(`/api/admin/sales/deliveries/${ignored.id}`);
    expect(detail.json).toMatchObject({ status: "processed", error: null });
    expect(detail.json.body.data.purchase.transaction).toBe("HP-U1");
    expect(await access(t, buyer.id, c.id)).toMatchObject({ granted: true });
  });

  it("refuses a bad or missing token with 401, logs it without the body, and limits the address", async () => {
    const { t } = s;
    const stranger = t.client();
    const body = hotmartPurchase({ productId: 1001, email: "ladrao@exemplo.com" });
    const bad = await sendHotmart(stranger, body, "token-errado");
    expect(bad.status).toBe(401);
    expect(bad.json).toMatchObject({ code: "INVALID_SIGNATURE", message: "Assinatura inválida." });
    const missing = await stranger.request("POST", "/api/webhooks/hotmart", undefined, {
      headers: { "content-type": "application/json" },
      rawBody: JSON.stringify(body),
    });
    expect(missing.status).toBe(401);
    const refused = (await deliveries(t)).filter((r) => r.status === "invalid_signature");
    expect(refused).toHaveLength(2);
    expect(refused.every((r) => r.body === null && r.client_ip === stranger.ip)).toBe(true);
    expect(await t.db.$count(memberInvites, eq(memberInvites.email, "ladrao@exemplo.com"))).toBe(0);
    // Malformed JSON with a good token: 400, nothing stored.
    const before = await t.db.$count(webhookDeliveries);
    const malformed = await stranger.request("POST", "/api/webhooks/hotmart", undefined, {
      headers: { "content-type": "application/json", "x-hotmart-hottok": HOTMART_TOKEN },
      rawBody: '{"event": "PURCHASE_APPROVED",',
    });
    expect(malformed.status).toBe(400);
    expect(await t.db.$count(webhookDeliveries)).toBe(before);
    // After 20 refusals the address is refused outright, even with the right token.
    for (let i = 0; i < 18; i++) await sendHotmart(stranger, body, `errado-${i}`);
    const limited = await sendHotmart(stranger, body);
    expect(limited.status).toBe(429);
    // Another address is not affected.
    expect(
      (
        await sendHotmart(
          t.client(),
          hotmartPurchase({ productId: 1001, email: buyer.email, transaction: "HP-A1" }),
        )
      ).status,
    ).toBe(200);
    const providers = await s.admin.get("/api/admin/sales/providers");
    expect(
      providers.json.items.find((p: { provider: string }) => p.provider === "hotmart").failed_signatures_24h,
    ).toBe(20);
  });

  it("is exempt from the same-origin guard and answers the body cap", async () => {
    const huge = JSON.stringify({ padding: "x".repeat(1024 * 1024 + 10) });
    const res = await s.provider.request("POST", "/api/webhooks/hotmart", undefined, {
      headers: {
        "content-type": "application/json",
        "x-hotmart-hottok": HOTMART_TOKEN,
        origin: "https://evil.example",
      },
      rawBody: huge,
    });
    expect(res.status).toBe(413);
  });
});

describe("buyers without an account", () => {
  it("invites them, reuses the invite for a second purchase, and grants by purchase on acceptance", async () => {
    const { t, provider, course, offer } = await setup();
    const a = await course("Curso A");
    const b = await course("Curso B");
    await offer({ name: "A", provider: "generic", product_key: "curso-a", course_ids: [a.id] });
    await offer({
      name: "B",
      provider: "generic",
      product_key: "curso-b",
      course_ids: [b.id],
      grants_student: true,
    });
    const email = "nova.compradora@exemplo.com.br";
    const buy = (product: string, transaction: string) =>
      sendGeneric(provider, {
        event: "purchase.approved",
        product,
        transaction,
        buyer: { email: email.toUpperCase(), name: "Nova Compradora" },
      });
    expect((await buy("curso-a", "T-1")).status).toBe(200);
    await drainSales(t.deps);
    expect((await buy("curso-b", "T-2")).status).toBe(200);
    await drainSales(t.deps);
    const invites = await t.db.select().from(memberInvites).where(eq(memberInvites.email, email));
    expect(invites).toHaveLength(1);
    expect(invites[0]).toMatchObject({ name: "Nova Compradora", status: "pending", for_purchase: true });
    expect(new Set(invites[0]!.selected_courses)).toEqual(new Set([a.id, b.id]));
    expect(new Set(invites[0]!.bought_courses)).toEqual(new Set([a.id, b.id]));
    await t.deps.jobs.idle(["invite-email"]);
    const mail = await lastMailTo(t.db, email);
    const token = new URL(linkIn(mail!.text)).searchParams.get("token")!;

    const newcomer = t.client();
    const accepted = await newcomer.post(`/api/invites/${encodeURIComponent(token)}/accept`, {
      username: "novacompradora",
      password: "Senha-forte-2026",
    });
    expect(accepted.status, accepted.text).toBe(200);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, email));
    expect(await access(t, profile!.id, a.id)).toEqual({ granted: true, expires_at: null });
    // The courses are the purchases': none was given by hand. The Aluno role is both the new
    // member's default (by hand) and the second purchase's.
    const grants = await t.db.select().from(accessGrants).where(eq(accessGrants.user_id, profile!.id));
    expect(grants.map((g) => [g.kind, g.purchase_id !== null]).sort()).toEqual([
      ["course", true],
      ["course", true],
      ["student", false],
      ["student", true],
    ]);
    // Told in the app, not by a second e-mail.
    const told = await t.db.select().from(notifications).where(eq(notifications.user_id, profile!.id));
    expect(told.map((n) => [n.type, n.email_state])).toEqual([["access_granted", null]]);
    // A refund takes the course back.
    await sendGeneric(provider, {
      event: "purchase.refunded",
      product: "curso-a",
      transaction: "T-1",
      buyer: { email },
    });
    await drainSales(t.deps);
    expect(await access(t, profile!.id, a.id)).toBeNull();
    expect(await access(t, profile!.id, b.id)).toMatchObject({ granted: true });
  });

  it("withdraws an invite sent only for a purchase once that purchase is refunded", async () => {
    const { t, provider, course, offer } = await setup();
    const a = await course("Reembolsado");
    await offer({ name: "R", provider: "generic", product_key: "r", course_ids: [a.id] });
    const buyer = { email: "arrependida@exemplo.com.br", name: "Arrependida" };
    await sendGeneric(provider, { event: "purchase.approved", product: "r", transaction: "T-9", buyer });
    await drainSales(t.deps);
    await sendGeneric(provider, { event: "purchase.refunded", product: "r", transaction: "T-9", buyer });
    await drainSales(t.deps);
    const [invite] = await t.db.select().from(memberInvites).where(eq(memberInvites.email, buyer.email));
    expect(invite).toMatchObject({ status: "cancelled", bought_courses: [], selected_courses: [] });
  });
});

describe("a sign-up waiting for approval", () => {
  it("is let in by a purchase that grants, and only by one", async () => {
    const { t, admin, provider, course, offer } = await setup();
    const a = await course("Porta de Entrada");
    await offer({ name: "P", provider: "generic", product_key: "porta", course_ids: [a.id] });
    expect((await admin.put("/api/admin/settings/join-policy", { join_policy: "approval" })).status).toBe(
      200,
    );
    const waiting = t.client();
    const signed = await signUpConfirmed(waiting, t.db, { name: "Pessoa Esperando" });
    const pendingOf = async () =>
      (await t.db.select({ p: profiles.is_pending }).from(profiles).where(eq(profiles.id, signed.id)))[0]!.p;
    expect(await pendingOf()).toBe(true);
    expect((await waiting.get("/api/posts")).status).toBe(403);

    // A sale refunded before it was approved lets nobody in.
    const buyer = { email: signed.email, name: signed.name };
    await sendGeneric(provider, { event: "purchase.refunded", product: "porta", transaction: "T-P0", buyer });
    await drainSales(t.deps);
    expect(await pendingOf()).toBe(true);

    await sendGeneric(provider, { event: "purchase.approved", product: "porta", transaction: "T-P1", buyer });
    await drainSales(t.deps);
    expect(await pendingOf()).toBe(false);
    expect(await access(t, signed.id, a.id)).toEqual({ granted: true, expires_at: null });
    expect((await waiting.get("/api/posts")).status).toBe(200);
  });
});

describe("Stripe", () => {
  it("grants from a Payment Link or a subscription's price, and takes back on refund, dispute and subscription end", async () => {
    const { t, provider, course, offer, admin } = await setup();
    const once = await course("Pagamento Único");
    const sub = await course("Assinatura");
    await offer({ name: "Link", provider: "stripe", product_key: "plink_123", course_ids: [once.id] });
    await offer({
      name: "Mensal",
      provider: "stripe",
      product_key: "price_mensal",
      duration: "subscription",
      course_ids: [sub.id],
    });
    const member = t.client();
    const buyer = await signUpConfirmed(member, t.db, { username: "stripebuyer" });

    const session = stripeEvent("checkout.session.completed", {
      id: "cs_test_1",
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      payment_intent: "pi_1",
      payment_link: "plink_123",
      customer_details: { email: buyer.email, name: "Stripe Buyer" },
      amount_total: 9900,
      currency: "brl",
      metadata: {},
    });
    expect((await sendStripe(provider, session)).status).toBe(200);
    await drainSales(t.deps);
    expect(await access(t, buyer.id, once.id)).toEqual({ granted: true, expires_at: null });
    const history = await admin.get(`/api/admin/members/${buyer.id}/purchases`);
    expect(history.json.items[0]).toMatchObject({
      provider: "stripe",
      transaction: "pi_1",
      status: "approved",
      amount_cents: 9900,
      currency: "BRL",
      offers: [{ name: "Link" }],
    });

    const refund = stripeEvent("charge.refunded", {
      id: "ch_1",
      object: "charge",
      payment_intent: "pi_1",
      refunded: true,
      amount: 9900,
      amount_refunded: 9900,
    });
    await sendStripe(provider, refund);
    await drainSales(t.deps);
    expect(await access(t, buyer.id, once.id)).toBeNull();

    // A subscription: its first invoice names the price and the period.
    const periodEnd = Math.floor((Date.now() + 30 * DAY) / 1000);
    const invoice = (id: string, end: number, reason: string) =>
      stripeEvent("invoice.paid", {
        id,
        object: "invoice",
        billing_reason: reason,
        customer_email: buyer.email,
        customer_name: "Stripe Buyer",
        amount_paid: 4900,
        currency: "brl",
        parent: {
          type: "subscription_details",
          subscription_details: { subscription: "sub_1", metadata: {} },
        },
        lines: {
          object: "list",
          data: [
            {
              id: "il_1",
              object: "line_item",
              period: { start: end - 30 * 86400, end },
              pricing: { type: "price_details", price_details: { price: "price_mensal", product: "prod_1" } },
            },
          ],
        },
      });
    await sendStripe(provider, invoice("in_1", periodEnd, "subscription_create"));
    await drainSales(t.deps);
    expect(await access(t, buyer.id, sub.id)).toEqual({
      granted: true,
      expires_at: new Date(periodEnd * 1000),
    });
    const nextEnd = periodEnd + 30 * 86400;
    await sendStripe(provider, invoice("in_2", nextEnd, "subscription_cycle"));
    await drainSales(t.deps);
    expect(await access(t, buyer.id, sub.id)).toEqual({
      granted: true,
      expires_at: new Date(nextEnd * 1000),
    });
    await sendStripe(
      provider,
      stripeEvent("customer.subscription.deleted", {
        id: "sub_1",
        object: "subscription",
        canceled_at: Math.floor(Date.now() / 1000),
        items: { data: [{ current_period_end: nextEnd }] },
      }),
    );
    await drainSales(t.deps);
    expect((await purchaseOf(t, "sub_1"))!.status).toBe("canceled");
    expect(await access(t, buyer.id, sub.id)).toEqual({
      granted: true,
      expires_at: new Date(nextEnd * 1000),
    });

    // A dispute arriving before its sale: remembered; the sale then grants nothing.
    await sendStripe(
      provider,
      stripeEvent("charge.dispute.created", {
        id: "dp_1",
        object: "dispute",
        charge: "ch_9",
        payment_intent: "pi_9",
      }),
    );
    await drainSales(t.deps);
    await sendStripe(
      provider,
      stripeEvent("checkout.session.completed", {
        ...session.data.object,
        id: "cs_test_9",
        payment_intent: "pi_9",
      }),
    );
    await drainSales(t.deps);
    expect((await purchaseOf(t, "pi_9"))!.status).toBe("chargeback");
    expect(await access(t, buyer.id, once.id)).toBeNull();
  });

  it("refuses a signature made with another secret or too old", async () => {
    const { t, provider } = await setup();
    const event = stripeEvent("checkout.session.completed", { id: "cs_x", payment_status: "paid" });
    expect((await sendStripe(provider, event, { secret: "whsec_outro" })).status).toBe(401);
    const old = Math.floor(Date.now() / 1000) - 10 * 60;
    expect((await sendStripe(provider, event, { timestamp: old })).status).toBe(401);
    expect(await t.db.$count(webhookDeliveries, eq(webhookDeliveries.status, "invalid_signature"))).toBe(2);
  });
});

describe("generic endpoint (Standard Webhooks)", () => {
  it("renews, cancels at the paid date, refuses replays and explains a wrong body", async () => {
    const { t, provider, course, offer } = await setup();
    const c = await course("Genérico");
    await offer({
      name: "G",
      provider: "generic",
      product_key: "clube",
      duration: "subscription",
      course_ids: [c.id],
    });
    const buyer = await signUpConfirmed(t.client(), t.db, { username: "generica" });
    const until = new Date(Date.now() + 30 * DAY).toISOString();
    const b = { email: buyer.email, name: "Genérica" };
    await sendGeneric(provider, {
      event: "purchase.approved",
      product: "clube",
      transaction: "sub-g",
      buyer: b,
      paid_until: until,
    });
    await drainSales(t.deps);
    expect(await access(t, buyer.id, c.id)).toEqual({ granted: true, expires_at: new Date(until) });
    const renewed = new Date(Date.now() + 60 * DAY).toISOString();
    await sendGeneric(provider, {
      event: "subscription.renewed",
      product: "clube",
      transaction: "sub-g",
      buyer: b,
      paid_until: renewed,
    });
    await drainSales(t.deps);
    expect(await access(t, buyer.id, c.id)).toEqual({ granted: true, expires_at: new Date(renewed) });
    await sendGeneric(provider, {
      event: "subscription.canceled",
      product: "clube",
      transaction: "sub-g",
      buyer: b,
    });
    await drainSales(t.deps);
    expect(await access(t, buyer.id, c.id)).toEqual({ granted: true, expires_at: new Date(renewed) });

    // The same message id again: stored once.
    const id = "msg_repetida";
    const body = { event: "purchase.approved", product: "clube", transaction: "sub-h", buyer: b };
    expect((await sendGeneric(provider, body, { id })).status).toBe(200);
    expect((await sendGeneric(provider, body, { id })).status).toBe(200);
    expect(await t.db.$count(webhookDeliveries, eq(webhookDeliveries.event_id, id))).toBe(1);
    // A replay six minutes old: refused.
    const replay = await sendGeneric(provider, body, { at: new Date(Date.now() - 6 * 60_000) });
    expect(replay.status).toBe(401);
    // A body that is not ours: 400 with the field, and the log shows it.
    const wrong = await sendGeneric(provider, {
      event: "purchase.approved",
      product: "clube",
      buyer: { email: "nao-e-email" },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.json.fieldErrors).sort()).toEqual(["buyer.email", "transaction"]);
    const [failed] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, "failed"));
    expect(failed!.error).toBe("O corpo da notificação não está no formato esperado.");
  });
});

describe("privacy", () => {
  it("exports purchases and keeps them without the buyer after account deletion", async () => {
    const { t, provider, course, offer } = await setup();
    const c = await course("Privado");
    await offer({ name: "P", provider: "hotmart", product_key: "7007", course_ids: [c.id] });
    const member = t.client();
    const buyer = await signUpConfirmed(member, t.db, { username: "privacidade" });
    await sendHotmart(
      provider,
      hotmartPurchase({ productId: 7007, email: buyer.email, transaction: "HP-P1" }),
    );
    await drainSales(t.deps);
    const deleted = await member.request("DELETE", "/api/me", {
      password: "senha-forte-de-teste",
      confirmation: "EXCLUIR",
    });
    expect(deleted.status, deleted.text).toBeLessThan(300);
    const [kept] = await t.db.select().from(purchases).where(eq(purchases.transaction, "HP-P1"));
    expect(kept).toMatchObject({ status: "approved", email: null, buyer_name: null, user_id: null });
    const [delivery] = await t.db
      .select({ body: webhookDeliveries.body, buyer_email: webhookDeliveries.buyer_email })
      .from(webhookDeliveries)
      .where(sql`${webhookDeliveries.event_type} = 'PURCHASE_APPROVED'`);
    expect(delivery).toEqual({ body: null, buyer_email: null });
  });
});
