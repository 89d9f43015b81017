import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { signUpConfirmed } from "../../test/accounts";
import { createTestApp } from "../../test/harness";

describe("own profile", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it("GET /api/session answers 200 null to a visitor (and to an ended session) while /api/me stays 401", async () => {
    const visitor = t.client();
    const anonymous = await visitor.get("/api/session");
    expect(anonymous.status).toBe(200);
    expect(anonymous.json).toBeNull();
    expect((await visitor.get("/api/me")).status).toBe(401);

    const member = t.client();
    const who = await signUpConfirmed(member, t.db);
    const signedIn = await member.get("/api/session");
    expect(signedIn.status).toBe(200);
    // The same member as /api/me (points may move between the two: the day's first visit pays).
    const me = (await member.get("/api/me")).json;
    expect(signedIn.json.user).toEqual(me.user);
    expect(signedIn.json.profile.id).toBe(who.id);
    expect(signedIn.json.profile.username).toBe(me.profile.username);

    expect((await member.post("/api/auth/sign-out", {})).status).toBe(200);
    const ended = await member.get("/api/session");
    expect(ended.status).toBe(200);
    expect(ended.json).toBeNull();
    expect((await member.get("/api/me")).status).toBe(401);
  });

  it("refuses visitors with 'Usuário não autenticado'", async () => {
    const res = await t.client().patch("/api/me/profile", { full_name: "Ninguém" });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Usuário não autenticado");
  });

  it("updates only the signed-in member's row and ignores ids and flags in the body", async () => {
    const alice = t.client();
    const a = await signUpConfirmed(alice, t.db);
    const b = await signUpConfirmed(t.client(), t.db);
    const res = await alice.patch("/api/me/profile", {
      id: b.id,
      full_name: "Alice Nova",
      bio: "Nova por aqui.",
      is_admin: true,
      points: 1000,
      level: "Grande Mestre",
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: a.id,
      full_name: "Alice Nova",
      is_admin: false,
      // The day's first visit pays 2 points (through the ledger); the body's 1000 is ignored.
      points: 2,
      level: "Padawan",
    });
    const [other] = await t.db.select().from(profiles).where(eq(profiles.id, b.id));
    expect(other!.full_name).toBe("Maria Souza");
  });

  it("refuses a taken username and bad URLs with pt-BR field errors, changing nothing", async () => {
    const client = t.client();
    const me = await signUpConfirmed(client, t.db);
    const other = await signUpConfirmed(t.client(), t.db);
    const taken = await client.patch("/api/me/profile", { username: other.username, full_name: "Mudou?" });
    expect(taken.status).toBe(409);
    expect(taken.json.fieldErrors.username).toBe("Este nome de usuário já está em uso.");
    const bad = await client.patch("/api/me/profile", { avatar_url: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.avatar_url).toBe("Informe um endereço http(s) válido para a foto.");
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(row!.full_name).toBe("Maria Souza");
    expect(row!.username).toBe(me.username);
  });

  it("refuses reserved usernames on a change, and keeps one the member already has", async () => {
    const client = t.client();
    const me = await signUpConfirmed(client, t.db);
    for (const username of ["admin", "Moderador", "suporte_2", "guilda.oficial", "todos"]) {
      const res = await client.patch("/api/me/profile", { username });
      expect(res.status, username).toBe(400);
      expect(res.json.fieldErrors).toEqual({ username: "Este nome de usuário é reservado. Escolha outro." });
    }
    expect((await t.db.select().from(profiles).where(eq(profiles.id, me.id)))[0]!.username).toBe(me.username);
    // The operator's account made with ADMIN_EMAIL may be 'admin': saving the profile keeps it.
    await t.db.update(profiles).set({ username: "admin" }).where(eq(profiles.id, me.id));
    const kept = await client.patch("/api/me/profile", { username: "admin", full_name: "Dona da Guilda" });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ username: "admin", full_name: "Dona da Guilda" });
  });

  it("takes a photo only as the member's own upload; one linked before stays until changed", async () => {
    const client = t.client();
    const me = await signUpConfirmed(client, t.db);
    const tracker = "https://rastreador.exemplo.com/pixel.png";
    const refused = await client.patch("/api/me/profile", { avatar_url: tracker, full_name: "Nome Novo" });
    expect(refused.status).toBe(400);
    expect(refused.json.fieldErrors).toEqual({
      avatar_url:
        "Envie a foto pelo botão 'Enviar foto': endereços de imagens de outros sites não são aceitos.",
    });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(row).toMatchObject({ avatar_url: null, full_name: "Maria Souza" });
    // A photo linked before the rule: saved again as it is, it stays; another address is refused.
    const old = "https://fotos.exemplo.com/antiga.jpg";
    await t.db.update(profiles).set({ avatar_url: old }).where(eq(profiles.id, me.id));
    const same = await client.patch("/api/me/profile", { avatar_url: old, bio: "Oi" });
    expect(same.status).toBe(200);
    expect(same.json.avatar_url).toBe(old);
    expect((await client.patch("/api/me/profile", { avatar_url: tracker })).status).toBe(400);
    const cleared = await client.patch("/api/me/profile", { avatar_url: "" });
    expect(cleared.json.avatar_url).toBeNull();
  });
});
