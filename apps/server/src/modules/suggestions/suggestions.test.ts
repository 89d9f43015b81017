import { commonMessages } from "@guilda/shared/messages/common";
import { suggestionMessages as m } from "@guilda/shared/messages/suggestions";
import type { SuggestionDetail, SuggestionListItem } from "@guilda/shared/schemas/suggestions";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  notifications,
  suggestionComments,
  suggestions,
  suggestionStatusChanges,
  suggestionVotes,
  supplierRatings,
  suppliers,
} from "../../db/schema";
import { makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

type Person = { client: TestClient; id: string; name: string };

describe("suggestions (/sugestoes)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Person;
  let moderator: Person;
  let ana: Person;
  let bruno: Person;
  let carla: Person;

  async function person(name: string, role?: "admin" | "moderator"): Promise<Person> {
    const client = t.client();
    const { id } = await signUpConfirmed(client, t.db, { name });
    if (role === "admin") await makeAdmin(t.db, id);
    if (role === "moderator") await makeModerator(t.db, id);
    return { client, id, name };
  }

  let counter = 0;
  async function suggest(by: Person, overrides: Record<string, unknown> = {}): Promise<SuggestionDetail> {
    counter += 1;
    const res = await by.client.post("/api/suggestions", {
      title: `Sugestão número ${counter}`,
      description: "Seria ótimo ter isso na comunidade.",
      category: "plataforma",
      ...overrides,
    });
    expect(res.status).toBe(201);
    return res.json;
  }

  const setStatus = (id: string, body: Record<string, unknown>, by = admin) =>
    by.client.put(`/api/admin/suggestions/${id}/status`, body);

  const list = async (by: Person, query: string) => {
    const res = await by.client.get(`/api/suggestions?${query}`);
    expect(res.status).toBe(200);
    return res.json as { items: SuggestionListItem[]; next_cursor: string | null; open_votes: number };
  };

  beforeAll(async () => {
    // Suggestions share the feed's budget of posts (30 an hour); these tests make many more.
    t = await createTestApp({ env: { WRITE_LIMITS: JSON.stringify({ posts: { max: 1000 } }) } });
    admin = await person("Helena Admin", "admin");
    moderator = await person("Otávio Moderador", "moderator");
    ana = await person("Ana Souza");
    bruno = await person("Bruno Lima");
    carla = await person("Carla Dias");
  });

  it("are for signed-in members only", async () => {
    const visitor = t.client();
    const one = await suggest(ana);
    expect((await visitor.get("/api/suggestions")).status).toBe(401);
    expect((await visitor.get(`/api/suggestions/${one.id}`)).status).toBe(401);
    expect(
      (await visitor.post("/api/suggestions", { title: "Sem sessão", description: "x", category: "outros" }))
        .status,
    ).toBe(401);
    expect((await visitor.put(`/api/suggestions/${one.id}/vote`)).status).toBe(401);
    expect((await visitor.post(`/api/suggestions/${one.id}/comments`, { content: "Oi" })).status).toBe(401);
    expect(
      (await visitor.put(`/api/admin/suggestions/${one.id}/status`, { status: "planejada" })).status,
    ).toBe(401);
  });

  it("are created by the member as 'nova', with server-owned fields ignored", async () => {
    const res = await ana.client.post("/api/suggestions", {
      title: "  Área de trocas entre colecionadores  ",
      description: "Um espaço só para trocas.\nCom regras claras.",
      category: "comunidade",
      status: "concluida",
      user_id: bruno.id,
      vote_count: 99,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      title: "Área de trocas entre colecionadores",
      description: "Um espaço só para trocas.\nCom regras claras.",
      excerpt: "Um espaço só para trocas. Com regras claras.",
      category: "comunidade",
      status: "nova",
      vote_count: 0,
      comment_count: 0,
      has_voted: false,
      duplicate_of: null,
      duplicates: [],
      history: [],
      can_edit: true,
      can_delete: false,
      can_change_status: false,
      open_votes: 0,
      max_open_votes: 10,
    });
    expect(res.json.author).toMatchObject({ id: ana.id, full_name: "Ana Souza" });
    const seen = await bruno.client.get(`/api/suggestions/${res.json.id}`);
    expect(seen.json).toMatchObject({ can_edit: false, can_delete: false, can_change_status: false });
    expect((await moderator.client.get(`/api/suggestions/${res.json.id}`)).json).toMatchObject({
      can_edit: true,
      can_delete: true,
      can_change_status: false,
    });
    expect((await admin.client.get(`/api/suggestions/${res.json.id}`)).json).toMatchObject({
      can_edit: true,
      can_delete: true,
      can_change_status: true,
    });
  });

  it("refuse bad input with pt-BR messages", async () => {
    const bad = async (body: object, field: string, message: string) => {
      const res = await ana.client.post("/api/suggestions", {
        title: "Um título bom",
        description: "Descrição",
        category: "outros",
        ...body,
      });
      expect(res.status).toBe(400);
      expect(res.json.fieldErrors[field]).toBe(message);
    };
    await bad({ title: "   " }, "title", m.titleRequired);
    await bad({ title: "Oi" }, "title", m.titleTooShort);
    await bad({ title: "x".repeat(121) }, "title", m.titleTooLong);
    await bad({ description: "  " }, "description", m.descriptionRequired);
    await bad({ description: "x".repeat(5001) }, "description", m.descriptionTooLong);
    await bad({ category: "moedas" }, "category", m.categoryInvalid);
    await bad({ category: undefined }, "category", m.categoryInvalid);
    expect((await ana.client.get("/api/suggestions?sort=popular")).json.fieldErrors.sort).toBe(m.sortInvalid);
    expect((await ana.client.get("/api/suggestions?status=aberta")).json.fieldErrors.status).toBe(
      m.statusInvalid,
    );
    expect((await ana.client.get("/api/suggestions?limit=51")).status).toBe(400);
    expect((await ana.client.get("/api/suggestions?cursor=abc")).json.code).toBe("CURSOR_INVALID");
    expect((await ana.client.get("/api/suggestions/nao-e-um-id")).status).toBe(400);
    expect(
      (await ana.client.get("/api/suggestions/00000000-0000-4000-8000-000000000000")).json,
    ).toMatchObject({
      code: "NOT_FOUND",
      message: m.notFound,
    });
  });

  it("keep hostile text as plain text (the page renders it as text)", async () => {
    const hostile = {
      title: '<script>alert("x")</script> Moedas',
      description: '<img src=x onerror=alert(1)> [x](javascript:alert(1)) <svg onload="alert(1)">',
      category: "outros",
    };
    const created = await suggest(ana, hostile);
    expect(created.title).toBe(hostile.title);
    expect(created.description).toBe(hostile.description);
    const comment = await bruno.client.post(`/api/suggestions/${created.id}/comments`, {
      content: "<img src=x onerror=alert(1)>",
    });
    expect(comment.json.content).toBe("<img src=x onerror=alert(1)>");
    const res = await ana.client.get(`/api/suggestions/${created.id}`);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("are edited by their author while 'nova', and by admins and moderators at any time", async () => {
    const mine = await suggest(ana);
    const edit = { title: "Leilões ao vivo da comunidade", category: "eventos" };
    expect((await bruno.client.patch(`/api/suggestions/${mine.id}`, edit)).status).toBe(403);
    const own = await ana.client.patch(`/api/suggestions/${mine.id}`, { ...edit, status: "concluida" });
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ ...edit, status: "nova", description: mine.description });
    expect((await ana.client.patch(`/api/suggestions/${mine.id}`, {})).json.fieldErrors.title).toBe(
      m.nothingToChange,
    );

    expect((await setStatus(mine.id, { status: "em_analise" })).status).toBe(200);
    const late = await ana.client.patch(`/api/suggestions/${mine.id}`, { title: "Mudei de ideia agora" });
    expect(late.status).toBe(403);
    expect(late.json.message).toBe(m.editOnlyWhileNew);
    const byModerator = await moderator.client.patch(`/api/suggestions/${mine.id}`, {
      description: "Revisado pela moderação.",
    });
    expect(byModerator.status).toBe(200);
    expect(byModerator.json).toMatchObject({ description: "Revisado pela moderação.", status: "em_analise" });
    expect(
      (await admin.client.patch(`/api/suggestions/${mine.id}`, { title: "Leilões ao vivo mensais" })).json
        .title,
    ).toBe("Leilões ao vivo mensais");
  });

  it("are removed by admins and moderators only, with their votes, comments and history", async () => {
    const one = await suggest(ana);
    await bruno.client.put(`/api/suggestions/${one.id}/vote`);
    await bruno.client.post(`/api/suggestions/${one.id}/comments`, { content: "Apoio!" });
    await setStatus(one.id, { status: "em_analise", note: "Vamos avaliar." });
    expect((await ana.client.del(`/api/suggestions/${one.id}`)).status).toBe(403);
    expect((await bruno.client.del(`/api/suggestions/${one.id}`)).status).toBe(403);
    expect((await moderator.client.del(`/api/suggestions/${one.id}`)).status).toBe(200);
    expect((await ana.client.get(`/api/suggestions/${one.id}`)).status).toBe(404);
    expect(
      await t.db.select().from(suggestionVotes).where(eq(suggestionVotes.suggestion_id, one.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(suggestionComments).where(eq(suggestionComments.suggestion_id, one.id)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(suggestionStatusChanges)
        .where(eq(suggestionStatusChanges.suggestion_id, one.id)),
    ).toEqual([]);
    // Ana's notification about it went with it.
    expect(await t.db.select().from(notifications).where(eq(notifications.suggestion_id, one.id))).toEqual(
      [],
    );
    const two = await suggest(bruno);
    expect((await admin.client.del(`/api/suggestions/${two.id}`)).status).toBe(200);
    expect((await admin.client.del(`/api/suggestions/${two.id}`)).status).toBe(404);
  });

  it("count one vote per member, idempotently, and take it back", async () => {
    const one = await suggest(ana);
    const first = await bruno.client.put(`/api/suggestions/${one.id}/vote`);
    const again = await bruno.client.put(`/api/suggestions/${one.id}/vote`);
    expect(first.json).toMatchObject({ id: one.id, vote_count: 1, has_voted: true, max_open_votes: 10 });
    expect(again.json).toMatchObject({ vote_count: 1, has_voted: true, open_votes: first.json.open_votes });
    expect((await carla.client.put(`/api/suggestions/${one.id}/vote`)).json.vote_count).toBe(2);
    expect((await bruno.client.get(`/api/suggestions/${one.id}`)).json).toMatchObject({
      vote_count: 2,
      has_voted: true,
    });
    expect((await ana.client.get(`/api/suggestions/${one.id}`)).json.has_voted).toBe(false);
    const back = await bruno.client.del(`/api/suggestions/${one.id}/vote`);
    expect(back.json).toMatchObject({
      vote_count: 1,
      has_voted: false,
      open_votes: first.json.open_votes - 1,
    });
    expect((await bruno.client.del(`/api/suggestions/${one.id}/vote`)).json.vote_count).toBe(1);
    const [row] = await t.db.select().from(suggestions).where(eq(suggestions.id, one.id));
    expect(row!.vote_count).toBe(1);
    expect(
      (await bruno.client.put("/api/suggestions/00000000-0000-4000-8000-000000000000/vote")).status,
    ).toBe(404);
  });

  it("hold at most 10 open votes per member; a vote comes back when its suggestion closes", async () => {
    const voter = await person("Diego Votante");
    const many = [];
    for (let i = 0; i < 12; i++) many.push(await suggest(ana));
    for (let i = 0; i < 10; i++) {
      const res = await voter.client.put(`/api/suggestions/${many[i]!.id}/vote`);
      expect(res.json.open_votes).toBe(i + 1);
    }
    const refused = await voter.client.put(`/api/suggestions/${many[10]!.id}/vote`);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: "CONFLICT", message: m.voteLimit });
    expect(m.voteLimit).toContain("10 votos abertos");
    // Voting again where the vote already is stays fine at the cap.
    expect((await voter.client.put(`/api/suggestions/${many[0]!.id}/vote`)).status).toBe(200);
    expect((await voter.client.get(`/api/suggestions/${many[10]!.id}`)).json).toMatchObject({
      vote_count: 0,
      open_votes: 10,
    });

    // Planned still counts; done and declined give the vote back.
    await setStatus(many[0]!.id, { status: "planejada" });
    expect((await voter.client.put(`/api/suggestions/${many[10]!.id}/vote`)).status).toBe(409);
    await setStatus(many[1]!.id, { status: "concluida", note: "Já está no ar." });
    await setStatus(many[2]!.id, { status: "recusada" });
    const afterClose = await voter.client.put(`/api/suggestions/${many[10]!.id}/vote`);
    expect(afterClose.status).toBe(200);
    expect(afterClose.json.open_votes).toBe(9);
    expect((await voter.client.put(`/api/suggestions/${many[11]!.id}/vote`)).json.open_votes).toBe(10);

    // Closed suggestions take no votes and keep theirs.
    const closed = await carla.client.put(`/api/suggestions/${many[1]!.id}/vote`);
    expect(closed.status).toBe(409);
    expect(closed.json.message).toBe(m.closedForVotes);
    expect((await voter.client.del(`/api/suggestions/${many[1]!.id}/vote`)).json.message).toBe(
      m.closedForVotes,
    );
    expect((await voter.client.get(`/api/suggestions/${many[1]!.id}`)).json).toMatchObject({
      vote_count: 1,
      has_voted: true,
    });
  });

  it("keep the cap under parallel votes", async () => {
    const voter = await person("Eva Paralela");
    const targets = [];
    for (let i = 0; i < 14; i++) targets.push(await suggest(bruno));
    for (let i = 0; i < 8; i++) await voter.client.put(`/api/suggestions/${targets[i]!.id}/vote`);
    const answers = await Promise.all(
      targets.slice(8).map((s) => voter.client.put(`/api/suggestions/${s.id}/vote`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(suggestionVotes)
      .where(eq(suggestionVotes.user_id, voter.id));
    expect(row!.n).toBe(10);
  });

  it("change status by admins only, with a note, history and a notification to every voter and the author", async () => {
    const one = await suggest(ana, { title: "Catálogo de moedas raras" });
    for (const p of [bruno, carla, admin]) await p.client.put(`/api/suggestions/${one.id}/vote`);
    // Carla wants no e-mail about suggestions.
    await carla.client.put("/api/notifications/preferences", {
      items: [{ type: "suggestion_status", email: false }],
    });

    expect(
      (await bruno.client.put(`/api/admin/suggestions/${one.id}/status`, { status: "planejada" })).status,
    ).toBe(403);
    expect((await setStatus(one.id, { status: "planejada" }, moderator)).status).toBe(403);
    expect((await setStatus(one.id, { status: "aprovada" })).json.fieldErrors.status).toBe(m.statusInvalid);
    expect(
      (await setStatus(one.id, { status: "planejada", note: "x".repeat(1001) })).json.fieldErrors.note,
    ).toBe(m.noteTooLong);
    expect((await setStatus(one.id, { status: "nova" })).json.fieldErrors.status).toBe(m.sameStatus);

    const res = await setStatus(one.id, { status: "planejada", note: "Entra no próximo trimestre." });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: "planejada",
      status_note: "Entra no próximo trimestre.",
      vote_count: 3,
    });
    expect(res.json.history).toEqual([
      expect.objectContaining({
        from_status: "nova",
        to_status: "planejada",
        note: "Entra no próximo trimestre.",
        changed_by: { id: admin.id, full_name: "Helena Admin" },
        duplicate_of: null,
      }),
    ]);

    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.suggestion_id, one.id), eq(notifications.type, "suggestion_status")));
    expect(told.map((n) => n.user_id).sort()).toEqual([ana.id, bruno.id, carla.id].sort());
    for (const n of told) {
      expect(n.title).toBe("A sugestão “Catálogo de moedas raras” agora está: Planejada");
      expect(n.link).toBe(`/sugestoes/${one.id}`);
      expect(n.actor_id).toBe(admin.id);
    }
    expect(told.find((n) => n.user_id === carla.id)!.email_state).toBeNull();
    expect(told.find((n) => n.user_id === bruno.id)!.email_state).toBe("pending");
    const bell = await bruno.client.get("/api/notifications");
    expect(bell.json.items[0]).toMatchObject({
      type: "suggestion_status",
      link: `/sugestoes/${one.id}`,
      read_at: null,
    });

    // A second change without a note: the note is cleared, the history grows.
    const next = await setStatus(one.id, { status: "em_andamento" });
    expect(next.json.status_note).toBeNull();
    expect(next.json.history.map((h: { to_status: string }) => h.to_status)).toEqual([
      "planejada",
      "em_andamento",
    ]);
  });

  it("mark duplicates: the original absorbs the votes, no chains, no cycles", async () => {
    const original = await suggest(ana, { title: "Guia de conservação de papel-moeda" });
    const dup = await suggest(bruno, { title: "Guia para guardar cédulas" });
    const dupOfDup = await suggest(carla, { title: "Como conservar cédulas antigas" });
    const other = await suggest(carla, { title: "Outra coisa qualquer" });
    await bruno.client.put(`/api/suggestions/${original.id}/vote`);
    for (const p of [bruno, carla, moderator]) await p.client.put(`/api/suggestions/${dup.id}/vote`);
    await ana.client.put(`/api/suggestions/${dupOfDup.id}/vote`);

    const needsOriginal = await setStatus(dup.id, { status: "duplicada" });
    expect(needsOriginal.json.fieldErrors.duplicate_of).toBe(m.duplicateOfRequired);
    expect(
      (await setStatus(dup.id, { status: "duplicada", duplicate_of: dup.id })).json.fieldErrors.duplicate_of,
    ).toBe(m.duplicateOfSelf);
    expect(
      (
        await setStatus(dup.id, {
          status: "duplicada",
          duplicate_of: "00000000-0000-4000-8000-000000000000",
        })
      ).json.fieldErrors.duplicate_of,
    ).toBe(m.duplicateOfNotFound);
    expect(
      (await setStatus(dup.id, { status: "planejada", duplicate_of: original.id })).json.fieldErrors
        .duplicate_of,
    ).toBe(m.duplicateOfOnlyForDuplicates);

    // dupOfDup → dup first, then dup → original: dupOfDup ends pointing at the original.
    expect((await setStatus(dupOfDup.id, { status: "duplicada", duplicate_of: dup.id })).status).toBe(200);
    expect((await bruno.client.get(`/api/suggestions/${dup.id}`)).json.vote_count).toBe(4);
    const marked = await setStatus(dup.id, {
      status: "duplicada",
      duplicate_of: original.id,
      note: "Mesma ideia.",
    });
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({
      status: "duplicada",
      vote_count: 0,
      duplicate_of: { id: original.id, title: original.title, status: "nova" },
    });
    expect(marked.json.history.at(-1)).toMatchObject({
      to_status: "duplicada",
      duplicate_of: { id: original.id },
      note: "Mesma ideia.",
    });
    const absorbed = (await ana.client.get(`/api/suggestions/${original.id}`)).json as SuggestionDetail;
    // bruno (already there), carla, moderator and ana (through dupOfDup): one vote each.
    expect(absorbed.vote_count).toBe(4);
    expect(absorbed.has_voted).toBe(true);
    expect(absorbed.duplicates.map((d) => d.id).sort()).toEqual([dup.id, dupOfDup.id].sort());
    expect(
      (await t.db.select().from(suggestions).where(eq(suggestions.id, dupOfDup.id)))[0]!.duplicate_of,
    ).toBe(original.id);

    // A duplicate cannot be an original; pointing the original at its own duplicate is refused too.
    expect(
      (await setStatus(other.id, { status: "duplicada", duplicate_of: dup.id })).json.fieldErrors
        .duplicate_of,
    ).toBe(m.duplicateOfDuplicate);
    expect(
      (await setStatus(original.id, { status: "duplicada", duplicate_of: dup.id })).json.fieldErrors
        .duplicate_of,
    ).toBe(m.duplicateOfDuplicate);

    // The duplicate's voters were told; the duplicate takes no votes.
    const told = await t.db
      .select({ user_id: notifications.user_id })
      .from(notifications)
      .where(eq(notifications.suggestion_id, dup.id));
    // Ana's vote had come from the duplicate of the duplicate.
    expect(told.map((n) => n.user_id).sort()).toEqual([ana.id, bruno.id, carla.id, moderator.id].sort());
    expect((await ana.client.put(`/api/suggestions/${dup.id}/vote`)).status).toBe(409);

    // Reopening a duplicate clears its original (the votes stay with the original).
    const reopened = await setStatus(dup.id, { status: "em_analise" });
    expect(reopened.json).toMatchObject({ duplicate_of: null, vote_count: 0 });
    expect((await ana.client.get(`/api/suggestions/${original.id}`)).json.vote_count).toBe(4);

    // The original still has a duplicate pointing at it: removing it is refused, nothing changes.
    const removal = await moderator.client.del(`/api/suggestions/${original.id}`);
    expect(removal.status).toBe(409);
    expect(removal.json.message).toBe(m.deleteHasDuplicates);
    expect((await ana.client.get(`/api/suggestions/${original.id}`)).json.vote_count).toBe(4);
  });

  describe("lists", () => {
    let set: Record<string, SuggestionDetail>;
    const tag = "Zeta";

    beforeAll(async () => {
      const make = async (key: string, title: string, category: string, votes: Person[]) => {
        const s = await suggest(ana, { title: `${tag} ${title}`, category });
        for (const p of votes) await p.client.put(`/api/suggestions/${s.id}/vote`);
        return [key, s] as const;
      };
      set = Object.fromEntries([
        await make("coins", "Catálogo de moedas", "recursos", [bruno, carla, moderator]),
        await make("stamps", "Selos comemorativos", "eventos", [bruno]),
        await make("watches", "Relógios de bolso", "recursos", [bruno, carla]),
        await make("toys", "Brinquedos de lata", "cursos", []),
        await make("comics", "Gibis raros", "recursos", [carla, moderator]),
      ]);
      // The stamps' vote and two of the comics' are old: only recent votes make a suggestion 'Em alta'.
      await t.db.execute(
        sql`update ${suggestionVotes} set created_at = now() - interval '20 days' where suggestion_id in (${set.comics!.id}::uuid, ${set.stamps!.id}::uuid)`,
      );
      await setStatus(set.watches!.id, { status: "planejada" });
    });

    const titles = (items: SuggestionListItem[]) =>
      items.filter((i) => i.title.startsWith(tag)).map((i) => i.title.slice(tag.length + 1));

    it("sort by votes (then newest), newest, and trending (votes of the last 7 days)", async () => {
      const q = `q=${tag}&limit=50`;
      const byVotes = (await list(bruno, `${q}&sort=votes`)).items;
      // The week's votes are counted where they are shown: in 'Em alta'.
      expect(byVotes.every((i) => i.recent_votes === null)).toBe(true);
      expect((await bruno.client.get(`/api/suggestions/${set.coins!.id}`)).json.recent_votes).toBeNull();
      expect(titles(byVotes)).toEqual([
        "Catálogo de moedas",
        "Gibis raros",
        "Relógios de bolso",
        "Selos comemorativos",
        "Brinquedos de lata",
      ]);
      expect(titles((await list(bruno, `${q}&sort=recent`)).items)).toEqual([
        "Gibis raros",
        "Brinquedos de lata",
        "Relógios de bolso",
        "Selos comemorativos",
        "Catálogo de moedas",
      ]);
      const trending = (await list(bruno, `${q}&sort=trending`)).items;
      expect(titles(trending)).toEqual([
        "Catálogo de moedas",
        "Relógios de bolso",
        "Gibis raros",
        "Selos comemorativos",
        "Brinquedos de lata",
      ]);
      expect(trending.map((i) => [i.vote_count, i.recent_votes])).toEqual([
        [3, 3],
        [2, 2],
        [2, 0],
        [1, 0],
        [0, 0],
      ]);
      const first = trending[0]!;
      expect(first).toMatchObject({
        has_voted: true,
        category: "recursos",
        status: "nova",
        comment_count: 0,
      });
      expect(first.author).toMatchObject({ id: ana.id, full_name: "Ana Souza" });
    });

    it("filter by status and category, and search titles without accents", async () => {
      const q = `q=${tag}&limit=50`;
      expect(titles((await list(bruno, `${q}&status=planejada`)).items)).toEqual(["Relógios de bolso"]);
      expect(titles((await list(bruno, `${q}&category=recursos`)).items)).toEqual([
        "Catálogo de moedas",
        "Gibis raros",
        "Relógios de bolso",
      ]);
      expect(titles((await list(bruno, `${q}&category=recursos&status=nova&sort=recent`)).items)).toEqual([
        "Gibis raros",
        "Catálogo de moedas",
      ]);
      expect(titles((await list(bruno, "q=RELOGIOS de BOLSO")).items)).toEqual(["Relógios de bolso"]);
      expect(titles((await list(bruno, "q=catalogo moedas zeta")).items)).toEqual(["Catálogo de moedas"]);
      // LIKE wildcards and quotes are plain text.
      expect((await list(bruno, `q=${encodeURIComponent("%")}`)).items).toEqual([]);
      expect((await list(bruno, `q=${encodeURIComponent("' OR 1=1--")}`)).items).toEqual([]);
      expect((await list(bruno, `q=${encodeURIComponent("_")}`)).items).toEqual([]);
    });

    it("page with a cursor in every order, each suggestion once", async () => {
      const [{ total } = { total: 0 }] = await t.db
        .select({ total: sql<number>`count(*)::int` })
        .from(suggestions);
      for (const sort of ["votes", "recent", "trending"]) {
        const whole = (await list(carla, `sort=${sort}&limit=50`)).items.map((i) => i.id);
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page: Awaited<ReturnType<typeof list>> = await list(
            carla,
            `sort=${sort}&limit=7${cursor ? `&cursor=${cursor}` : ""}`,
          );
          expect(page.items.length).toBeLessThanOrEqual(7);
          seen.push(...page.items.map((i) => i.id));
          cursor = page.next_cursor;
          pages += 1;
        } while (cursor && pages < 50);
        expect(seen.slice(0, whole.length)).toEqual(whole);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.length).toBe(total);
        expect(pages).toBeGreaterThan(1);
      }
      const page = await list(carla, "sort=votes&limit=2");
      const mixed = await carla.client.get(`/api/suggestions?sort=recent&cursor=${page.next_cursor}`);
      expect(mixed.status).toBe(400);
      expect(mixed.json).toMatchObject({ code: "CURSOR_INVALID", message: commonMessages.cursorInvalid });
    });

    it("tell each member their open votes", async () => {
      const carlaOpen = (await list(carla, "limit=1")).open_votes;
      const [row] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(suggestionVotes)
        .innerJoin(suggestions, eq(suggestions.id, suggestionVotes.suggestion_id))
        .where(
          sql`${suggestionVotes.user_id} = ${carla.id} and ${suggestions.status} not in ('concluida', 'recusada', 'duplicada')`,
        );
      expect(carlaOpen).toBe(row!.n);
      expect(carlaOpen).toBeGreaterThan(0);
    });
  });

  it("take comments from members, oldest first, removed by their author or staff", async () => {
    const one = await suggest(ana);
    const c1 = await bruno.client.post(`/api/suggestions/${one.id}/comments`, {
      content: "Primeiro",
      user_id: ana.id,
    });
    expect(c1.status).toBe(201);
    expect(c1.json).toMatchObject({ content: "Primeiro", suggestion_id: one.id, author: { id: bruno.id } });
    const c2 = await carla.client.post(`/api/suggestions/${one.id}/comments`, { content: "Segundo" });
    await ana.client.post(`/api/suggestions/${one.id}/comments`, { content: "Terceiro" });
    expect(
      (await ana.client.post(`/api/suggestions/${one.id}/comments`, { content: "  " })).json.fieldErrors
        .content,
    ).toBe(m.commentRequired);
    expect(
      (await ana.client.post(`/api/suggestions/${one.id}/comments`, { content: "x".repeat(2001) })).json
        .fieldErrors.content,
    ).toBe(m.commentTooLong);
    const page = await ana.client.get(`/api/suggestions/${one.id}/comments`);
    expect(page.json.items.map((c: { content: string }) => c.content)).toEqual([
      "Primeiro",
      "Segundo",
      "Terceiro",
    ]);
    expect(page.json).toMatchObject({ comment_count: 3, next_cursor: null });
    expect((await ana.client.get(`/api/suggestions/${one.id}`)).json.comment_count).toBe(3);

    expect((await ana.client.del(`/api/suggestions/${one.id}/comments/${c1.json.id}`)).status).toBe(403);
    expect((await bruno.client.del(`/api/suggestions/${one.id}/comments/${c1.json.id}`)).json).toEqual({
      comment_count: 2,
    });
    expect((await moderator.client.del(`/api/suggestions/${one.id}/comments/${c2.json.id}`)).json).toEqual({
      comment_count: 1,
    });
    expect((await moderator.client.del(`/api/suggestions/${one.id}/comments/${c2.json.id}`)).status).toBe(
      404,
    );
    const elsewhere = await suggest(ana);
    const c3 = await bruno.client.post(`/api/suggestions/${elsewhere.id}/comments`, { content: "Aqui" });
    expect((await bruno.client.del(`/api/suggestions/${one.id}/comments/${c3.json.id}`)).status).toBe(404);
  });

  it("keep a deleted member's suggestions, anonymised; their votes, comments and ratings go with totals recounted", async () => {
    const leaving = await person("Fábio Saindo");
    const theirs = await suggest(leaving, { title: "Sugestão de quem vai sair" });
    const others = await suggest(ana, { title: "Sugestão votada por quem sai" });
    for (const p of [leaving, bruno]) await p.client.put(`/api/suggestions/${others.id}/vote`);
    await leaving.client.put(`/api/suggestions/${theirs.id}/vote`);
    await carla.client.put(`/api/suggestions/${theirs.id}/vote`);
    await leaving.client.post(`/api/suggestions/${others.id}/comments`, { content: "Vou sair" });
    await bruno.client.post(`/api/suggestions/${others.id}/comments`, { content: "Fico" });
    const [supplier] = await t.db
      .insert(suppliers)
      .values({ name: "Casa das Moedas", status: "approved", rating_count: 2, rating_sum: 7 })
      .returning();
    await t.db.insert(supplierRatings).values([
      { supplier_id: supplier!.id, user_id: leaving.id, stars: 5, comment: "Ótimo" },
      { supplier_id: supplier!.id, user_id: bruno.id, stars: 2 },
    ]);

    expect((await admin.client.del(`/api/admin/members/${leaving.id}`)).status).toBe(200);

    const kept = (await carla.client.get(`/api/suggestions/${theirs.id}`)).json as SuggestionDetail;
    expect(kept).toMatchObject({ title: "Sugestão de quem vai sair", author: null, vote_count: 1 });
    const listed = (await list(carla, "q=quem vai sair")).items;
    expect(listed).toEqual([expect.objectContaining({ id: theirs.id, author: null, vote_count: 1 })]);
    expect((await carla.client.get(`/api/suggestions/${others.id}`)).json).toMatchObject({
      vote_count: 1,
      comment_count: 1,
    });
    const [rated] = await t.db.select().from(suppliers).where(eq(suppliers.id, supplier!.id));
    expect(rated).toMatchObject({ rating_count: 1, rating_sum: 2 });
    expect(Number(rated!.rating_avg)).toBe(2);
  });
});
