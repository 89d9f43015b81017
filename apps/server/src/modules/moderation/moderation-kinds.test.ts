import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, chatMessages, lessonComments, profiles, suppliers } from "../../db/schema";
import { createSpace, makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createCourseWithLessons, grantCourse } from "../../test/course-fixtures";
import { createTestApp, type TestClient } from "../../test/harness";

type App = Awaited<ReturnType<typeof createTestApp>>;
type Member = { client: TestClient; id: string; name: string };
type QueueItem = {
  id: string;
  kind: string;
  item_id: string;
  hidden: boolean;
  report_count: number;
  item: { title: string; text: string; link: string | null; context: string; moderation: string };
};

/**
 * Reports and the queue's decisions on lesson comments, chat messages, suggestions, their
 * comments and supplier ratings: each hidden from other members at the third report, seen marked
 * by its author, brought back by 'keep' and removed by 'delete' through its owner's own path.
 */
describe("moderation of lesson comments, chat, suggestions and supplier ratings", () => {
  let t: App;
  let admin: Member, mod: Member, author: Member, r1: Member, r2: Member, r3: Member, reader: Member;

  async function member(name: string): Promise<Member> {
    const client = t.client();
    const m = await signUpConfirmed(client, t.db, { name });
    // Old enough and with points: the link rule for new members stays out of the way.
    await t.db
      .update(profiles)
      .set({ created_at: new Date("2026-01-01T00:00:00Z"), points: 100 })
      .where(eq(profiles.id, m.id));
    return { client, id: m.id, name };
  }

  const report = (who: Member, kind: string, itemId: string, reason = "spam") =>
    who.client.post("/api/reports", { kind, item_id: itemId, reason });

  /** Three distinct members report it: hidden at the third. */
  async function hideByReports(kind: string, itemId: string) {
    expect((await report(r1, kind, itemId)).json).toEqual({ reported: true, hidden: false });
    expect((await report(r2, kind, itemId, "ofensivo")).json).toEqual({ reported: true, hidden: false });
    const third = await report(r3, kind, itemId, "outro");
    expect(third.status, third.text).toBe(201);
    expect(third.json).toEqual({ reported: true, hidden: true });
  }

  async function openCase(kind: string, itemId: string): Promise<QueueItem> {
    const res = await mod.client.get("/api/moderation/queue?filter=all");
    expect(res.status, res.text).toBe(200);
    const found = (res.json.items as QueueItem[]).find((i) => i.kind === kind && i.item_id === itemId);
    expect(found, `${kind} ${itemId} in the queue`).toBeTruthy();
    return found!;
  }

  async function decide(kind: string, itemId: string, action: "keep" | "delete") {
    const found = await openCase(kind, itemId);
    const res = await mod.client.post(`/api/moderation/cases/${found.id}/actions`, { action });
    expect(res.status, res.text).toBe(200);
    return res.json as { status: string; item: QueueItem["item"] & { removed: boolean } };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await member("Admin Geral");
    await makeAdmin(t.db, admin.id);
    mod = await member("Moderadora Mia");
    await makeModerator(t.db, mod.id);
    author = await member("Autor Alvo");
    r1 = await member("Rita Um");
    r2 = await member("Rui Dois");
    r3 = await member("Rosa Três");
    reader = await member("Leo Leitor");
  });

  describe("lesson comments", () => {
    let lessonId: string;
    let courseSlug: string;
    const comments = async (who: Member) => {
      const res = await who.client.get(`/api/lessons/${lessonId}/comments`);
      expect(res.status, res.text).toBe(200);
      return res.json as {
        items: { id: string; content: string; moderation?: string; replies: { id: string }[] }[];
        comments_count: number;
      };
    };
    const comment = async (who: Member, content: string, parentId?: string) => {
      const res = await who.client.post(`/api/lessons/${lessonId}/comments`, {
        content,
        ...(parentId ? { parent_id: parentId } : {}),
      });
      expect(res.status, res.text).toBe(201);
      return res.json as { id: string };
    };

    beforeAll(async () => {
      const { course, lessons } = await createCourseWithLessons(t.db, {
        title: "Moedas do Império",
        lessons: [{}],
      });
      lessonId = lessons[0]!.id;
      courseSlug = course.slug;
      for (const who of [author, r1, r2, r3, reader]) await grantCourse(t.db, who.id, course.id);
    });

    it("hides a reported comment from other students, keeps it marked for its author, and brings it back on 'keep'", async () => {
      const target = await comment(author, "Essa aula é uma enganação, comprem meu curso");
      const answer = await comment(reader, "Discordo totalmente", target.id);
      await comment(reader, "Ótima aula, obrigado");
      expect((await comments(reader)).comments_count).toBe(3);

      await hideByReports("lesson_comment", target.id);
      const seen = await comments(reader);
      expect(seen.items.map((c) => c.id)).not.toContain(target.id);
      expect(seen.items.flatMap((c) => c.replies.map((r) => r.id))).not.toContain(answer.id);
      expect(seen.comments_count).toBe(1);
      // Replying to it or reporting it again is as if it were not there.
      expect(
        (
          await reader.client.post(`/api/lessons/${lessonId}/comments`, {
            content: "oi",
            parent_id: target.id,
          })
        ).status,
      ).toBe(404);
      expect((await report(reader, "lesson_comment", target.id)).status).toBe(404);

      const own = (await comments(author)).items.find((c) => c.id === target.id);
      expect(own?.moderation).toBe("hidden");
      expect((await comments(mod)).items.find((c) => c.id === target.id)?.moderation).toBe("hidden");

      const item = await openCase("lesson_comment", target.id);
      expect(item).toMatchObject({
        hidden: true,
        report_count: 3,
        item: {
          title: "",
          text: "Essa aula é uma enganação, comprem meu curso",
          link: `/curso/${courseSlug}/aula/aula-1`,
          context: "Aula 1",
          moderation: "hidden",
        },
      });

      const kept = await decide("lesson_comment", target.id, "keep");
      expect(kept).toMatchObject({ status: "closed", item: { moderation: "visible" } });
      const back = await comments(reader);
      expect(back.items.find((c) => c.id === target.id)?.moderation).toBeUndefined();
      expect(back.comments_count).toBe(3);
    });

    it("deletes a comment from the queue with its replies", async () => {
      const target = await comment(author, "Link suspeito aqui");
      await comment(reader, "Cuidado com isso", target.id);
      expect((await report(r1, "lesson_comment", target.id)).json.hidden).toBe(false);
      const deleted = await decide("lesson_comment", target.id, "delete");
      expect(deleted.item.removed).toBe(true);
      expect((await comments(author)).items.map((c) => c.id)).not.toContain(target.id);
      expect(await t.db.select().from(lessonComments).where(eq(lessonComments.parent_id, target.id))).toEqual(
        [],
      );
    });

    it("records the staff's deletion of someone else's comment, not an author's own", async () => {
      const theirs = await comment(author, "Comentário fora do tema");
      const res = await admin.client.del(`/api/lesson-comments/${theirs.id}`);
      expect(res.status, res.text).toBe(200);
      const [row] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "lesson_comment.delete"), eq(auditLog.target_id, theirs.id)));
      expect(row).toMatchObject({
        actor_id: admin.id,
        target_kind: "lesson_comment",
        target_label: "Comentário fora do tema",
        before: { content: "Comentário fora do tema", author_id: author.id, lesson_id: lessonId },
      });

      const mine = await comment(author, "Vou apagar este");
      expect((await author.client.del(`/api/lesson-comments/${mine.id}`)).status).toBe(200);
      expect(await t.db.select().from(auditLog).where(eq(auditLog.target_id, mine.id))).toEqual([]);
    });
  });

  describe("chat messages", () => {
    const history = async (who: Member) => {
      const res = await who.client.get("/api/spaces/bate-papo/messages");
      expect(res.status, res.text).toBe(200);
      return res.json.items as { id: string; content: string; moderation?: string }[];
    };
    const send = async (who: Member, content: string) => {
      const res = await who.client.post("/api/spaces/bate-papo/messages", { content });
      expect(res.status, res.text).toBe(201);
      return res.json as { id: string };
    };

    beforeAll(async () => {
      await createSpace(t.db, { slug: "bate-papo", type: "chat", order: 2 });
    });

    it("hides a reported message from the history of others and brings it back on 'keep'", async () => {
      const target = await send(author, "Compre seguidores baratos");
      await send(reader, "Bom dia a todos");

      await hideByReports("chat_message", target.id);
      expect((await history(reader)).map((m) => m.id)).not.toContain(target.id);
      expect((await history(reader)).map((m) => m.content)).toContain("Bom dia a todos");
      expect((await history(author)).find((m) => m.id === target.id)?.moderation).toBe("hidden");
      expect((await history(mod)).find((m) => m.id === target.id)?.moderation).toBe("hidden");

      const item = await openCase("chat_message", target.id);
      expect(item.item).toMatchObject({
        title: "",
        text: "Compre seguidores baratos",
        link: "/espaco/bate-papo",
        context: "bate-papo",
        moderation: "hidden",
      });

      await decide("chat_message", target.id, "keep");
      const back = (await history(reader)).find((m) => m.id === target.id);
      expect(back).toBeTruthy();
      expect(back?.moderation).toBeUndefined();
    });

    it("deletes a message from the queue", async () => {
      const target = await send(author, "Mensagem ofensiva");
      await report(r1, "chat_message", target.id, "ofensivo");
      expect((await decide("chat_message", target.id, "delete")).item.removed).toBe(true);
      expect((await history(author)).map((m) => m.id)).not.toContain(target.id);
      expect(await t.db.select().from(chatMessages).where(eq(chatMessages.id, target.id))).toEqual([]);
    });

    it("keeps messages of a private chat space out of reach of who cannot see it", async () => {
      await createSpace(t.db, { slug: "sala-vip", type: "chat", isPrivate: true, order: 3 });
      const res = await admin.client.post("/api/spaces/sala-vip/messages", { content: "Só para a equipe" });
      expect(res.status, res.text).toBe(201);
      expect((await report(reader, "chat_message", res.json.id)).status).toBe(404);
    });
  });

  describe("suggestions and their comments", () => {
    const create = async (who: Member, title: string) => {
      const res = await who.client.post("/api/suggestions", {
        title,
        description: `${title}: a descrição.`,
        category: "plataforma",
      });
      expect(res.status, res.text).toBe(201);
      return res.json as { id: string };
    };
    const listed = async (who: Member) => {
      const res = await who.client.get("/api/suggestions?sort=recent&limit=50");
      expect(res.status, res.text).toBe(200);
      return res.json.items as { id: string; moderation?: string; comment_count: number }[];
    };
    const thread = async (who: Member, id: string) => {
      const res = await who.client.get(`/api/suggestions/${id}/comments`);
      expect(res.status, res.text).toBe(200);
      return res.json as { items: { id: string; moderation?: string }[]; comment_count: number };
    };
    const commentOn = async (who: Member, id: string, content: string) => {
      const res = await who.client.post(`/api/suggestions/${id}/comments`, { content });
      expect(res.status, res.text).toBe(201);
      return res.json as { id: string };
    };

    it("hides a reported suggestion from the board and its page, and brings it back on 'keep'", async () => {
      const target = await create(author, "Vendam meu produto milagroso");
      await hideByReports("suggestion", target.id);

      expect((await listed(reader)).map((s) => s.id)).not.toContain(target.id);
      expect((await reader.client.get(`/api/suggestions/${target.id}`)).status).toBe(404);
      expect((await reader.client.get(`/api/suggestions/${target.id}/comments`)).status).toBe(404);
      expect((await reader.client.put(`/api/suggestions/${target.id}/vote`)).status).toBe(404);
      expect((await listed(author)).find((s) => s.id === target.id)?.moderation).toBe("hidden");
      expect((await author.client.get(`/api/suggestions/${target.id}`)).json.moderation).toBe("hidden");
      expect((await mod.client.get(`/api/suggestions/${target.id}`)).json.moderation).toBe("hidden");

      const item = await openCase("suggestion", target.id);
      expect(item.item).toMatchObject({
        title: "Vendam meu produto milagroso",
        text: "Vendam meu produto milagroso: a descrição.",
        link: `/sugestoes/${target.id}`,
        context: "Vendam meu produto milagroso",
        moderation: "hidden",
      });

      await decide("suggestion", target.id, "keep");
      expect((await listed(reader)).map((s) => s.id)).toContain(target.id);
      expect((await reader.client.get(`/api/suggestions/${target.id}`)).json.moderation).toBeUndefined();

      await report(r1, "suggestion", target.id);
      await decide("suggestion", target.id, "delete");
      expect((await author.client.get(`/api/suggestions/${target.id}`)).status).toBe(404);
    });

    it("hides a reported comment, counts only what members see, and deletes from the queue", async () => {
      const suggestion = await create(reader, "Um fórum de trocas");
      const target = await commentOn(author, suggestion.id, "Quem discordar é burro");
      await commentOn(reader, suggestion.id, "Boa ideia");
      expect((await thread(reader, suggestion.id)).comment_count).toBe(2);

      await hideByReports("suggestion_comment", target.id);
      const seen = await thread(reader, suggestion.id);
      expect(seen.items.map((c) => c.id)).not.toContain(target.id);
      expect(seen.comment_count).toBe(1);
      expect((await listed(reader)).find((s) => s.id === suggestion.id)?.comment_count).toBe(1);
      expect((await thread(author, suggestion.id)).items.find((c) => c.id === target.id)?.moderation).toBe(
        "hidden",
      );

      const item = await openCase("suggestion_comment", target.id);
      expect(item.item).toMatchObject({
        title: "",
        text: "Quem discordar é burro",
        link: `/sugestoes/${suggestion.id}`,
        context: "Um fórum de trocas",
        moderation: "hidden",
      });

      await decide("suggestion_comment", target.id, "keep");
      const back = await thread(reader, suggestion.id);
      expect(back.items.map((c) => c.id)).toContain(target.id);
      expect(back.comment_count).toBe(2);

      await report(r1, "suggestion_comment", target.id, "assedio");
      await decide("suggestion_comment", target.id, "delete");
      const after = await thread(author, suggestion.id);
      expect(after.items.map((c) => c.id)).not.toContain(target.id);
      expect(after.comment_count).toBe(1);
    });

    it("records the staff's deletion of someone else's suggestion comment", async () => {
      const suggestion = await create(reader, "Mais lives");
      const theirs = await commentOn(author, suggestion.id, "Comentário apagado pela moderação");
      const res = await mod.client.del(`/api/suggestions/${suggestion.id}/comments/${theirs.id}`);
      expect(res.status, res.text).toBe(200);
      const [row] = await t.db.select().from(auditLog).where(eq(auditLog.target_id, theirs.id));
      expect(row).toMatchObject({ actor_id: mod.id, action: "suggestion_comment.delete" });
    });
  });

  describe("supplier ratings", () => {
    let supplierId: string;
    const supplier = async (who: Member) => {
      const res = await who.client.get(`/api/suppliers/${supplierId}`);
      expect(res.status, res.text).toBe(200);
      return res.json as { rating_count: number; rating_avg: number; my_rating: unknown };
    };
    const ratings = async (who: Member) => {
      const res = await who.client.get(`/api/suppliers/${supplierId}/ratings`);
      expect(res.status, res.text).toBe(200);
      return res.json.items as { user: { id: string }; stars: number; moderation?: string }[];
    };
    const rate = async (who: Member, stars: number, comment: string) => {
      const res = await who.client.put(`/api/suppliers/${supplierId}/rating`, { stars, comment });
      expect(res.status, res.text).toBe(200);
    };

    beforeAll(async () => {
      const [row] = await t.db
        .insert(suppliers)
        .values({ name: "Casa da Moeda Antiga", categories: ["Moedas"], status: "approved" })
        .returning({ id: suppliers.id });
      supplierId = row!.id;
    });

    it("leaves a hidden rating out of the list and the average, and counts it again on 'keep'", async () => {
      await rate(author, 1, "Golpistas, não comprem aqui");
      await rate(reader, 5, "Entrega rápida");
      expect(await supplier(reader)).toMatchObject({ rating_count: 2, rating_avg: 3 });

      const itemId = `${supplierId}:${author.id}`;
      await hideByReports("supplier_rating", itemId);
      expect(await supplier(reader)).toMatchObject({ rating_count: 1, rating_avg: 5 });
      expect((await ratings(reader)).map((r) => r.user.id)).toEqual([reader.id]);
      expect((await ratings(author)).find((r) => r.user.id === author.id)?.moderation).toBe("hidden");
      expect((await ratings(mod)).find((r) => r.user.id === author.id)?.moderation).toBe("hidden");
      // Changing a hidden rating keeps it hidden and out of the average.
      await rate(author, 2, "Golpistas, não comprem aqui");
      expect(await supplier(reader)).toMatchObject({ rating_count: 1, rating_avg: 5 });

      const item = await openCase("supplier_rating", itemId);
      expect(item.item).toMatchObject({
        title: "",
        text: "Golpistas, não comprem aqui",
        link: `/recursos/fornecedores/${supplierId}`,
        context: "Casa da Moeda Antiga",
        moderation: "hidden",
      });

      await decide("supplier_rating", itemId, "keep");
      expect(await supplier(reader)).toMatchObject({ rating_count: 2, rating_avg: 3.5 });
      expect((await ratings(reader)).map((r) => r.user.id).sort()).toEqual([author.id, reader.id].sort());

      await report(r1, "supplier_rating", itemId);
      await decide("supplier_rating", itemId, "delete");
      expect(await supplier(reader)).toMatchObject({ rating_count: 1, rating_avg: 5 });
      expect((await supplier(author)).my_rating).toBeNull();
      expect((await ratings(author)).map((r) => r.user.id)).toEqual([reader.id]);
    });

    it("refuses reports of ratings that do not exist", async () => {
      expect((await report(r1, "supplier_rating", `${supplierId}:${r2.id}`)).status).toBe(404);
      expect((await report(r1, "supplier_rating", "sem-separador")).status).toBe(404);
      expect((await report(r1, "chat_message", "nao-e-uuid")).status).toBe(404);
    });
  });
});
