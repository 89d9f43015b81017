import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courses, profiles, userCourseCategories, userCourses, users } from "../../db/schema";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";
import { forgetCounts } from "./members.counts";
import { deleteMemberCascade } from "./members.queries";

type Card = { id: string; full_name: string };
type Page = { items: Card[]; next_cursor: string | null; matched: number | null; total: number | null };

describe("members directory: access flags, access filters and counts", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;
  const ids: Record<string, string> = {};
  const course: Record<string, string> = {};

  const flags = async (key: string) => {
    const [row] = await t.db
      .select({ course: profiles.has_course_access, category: profiles.has_category_access })
      .from(profiles)
      .where(eq(profiles.id, ids[key]!));
    return row;
  };
  const page = async (path: string) => {
    const res = await admin.get(path);
    expect(res.status).toBe(200);
    return res.json as Page;
  };
  /** The ids an access filter lists, over every page, and the count its first page gives. */
  const listed = async (access: string) => {
    forgetCounts(t.deps); // this test writes straight to the database: no count is kept across writes
    const seen: string[] = [];
    let cursor: string | null = null;
    let matched: number | null = null;
    do {
      const res: Page = await page(
        `/api/members?access=${access}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      if (!cursor) matched = res.matched;
      else expect([res.matched, res.total]).toEqual([null, null]);
      seen.push(...res.items.map((m) => m.id));
      cursor = res.next_cursor;
    } while (cursor);
    expect(seen.length).toBe(matched);
    return new Set(seen);
  };
  const who = (...keys: string[]) => new Set(keys.map((k) => ids[k]!));

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    ids.admin = (await signUpConfirmed(admin, t.db, { name: "Admin Acessos", username: "admacessos" })).id;
    await makeAdmin(t.db, ids.admin);
    for (const key of ["curso", "categoria", "ambos", "nenhum", "negado", "removido"])
      ids[key] = (await signUpConfirmed(t.client(), t.db, { name: `Pessoa ${key}`, username: `p${key}` })).id;
    for (const slug of ["restauro", "pintura"]) {
      const [row] = await t.db
        .insert(courses)
        .values({ title: slug, slug, is_published: true, category: "Técnicas" })
        .returning();
      course[slug] = row!.id;
    }
  });

  it("keeps the flags in step with grants, revokes and access_granted changes, whatever the expiry", async () => {
    expect(await flags("curso")).toEqual({ course: false, category: false });
    const grant = await admin.put(`/api/admin/members/${ids.curso}/courses/${course.restauro}`, {
      granted: true,
    });
    expect(grant.status).toBe(200);
    expect(await flags("curso")).toEqual({ course: true, category: false });
    await admin.put(`/api/admin/members/${ids.curso}/courses/${course.pintura}`, { granted: true });
    await admin.put(`/api/admin/members/${ids.curso}/courses/${course.restauro}`, { granted: false });
    expect(await flags("curso")).toEqual({ course: true, category: false }); // still one course
    await admin.put(`/api/admin/members/${ids.curso}/courses/${course.pintura}`, { granted: false });
    expect(await flags("curso")).toEqual({ course: false, category: false });

    await admin.put(`/api/admin/members/${ids.categoria}/categories/Técnicas`, { granted: true });
    expect(await flags("categoria")).toEqual({ course: false, category: true });
    await admin.put(`/api/admin/members/${ids.categoria}/categories/Técnicas`, { granted: false });
    expect(await flags("categoria")).toEqual({ course: false, category: false });

    // access_granted switched off and on straight in the table; an end date changes nothing.
    await t.db
      .insert(userCourses)
      .values({ user_id: ids.negado!, course_id: course.restauro!, access_granted: true });
    const rowOf = and(eq(userCourses.user_id, ids.negado!), eq(userCourses.course_id, course.restauro!));
    await t.db.update(userCourses).set({ access_granted: false }).where(rowOf);
    expect(await flags("negado")).toEqual({ course: false, category: false });
    await t.db
      .update(userCourses)
      .set({ expires_at: new Date(Date.now() - 86_400_000) })
      .where(rowOf);
    expect(await flags("negado")).toEqual({ course: false, category: false });
    await t.db.update(userCourses).set({ access_granted: true }).where(rowOf);
    expect(await flags("negado")).toEqual({ course: true, category: false });
    await t.db
      .update(userCourses)
      .set({ expires_at: new Date(Date.now() + 86_400_000) })
      .where(rowOf);
    expect(await flags("negado")).toEqual({ course: true, category: false });
    await t.db.update(userCourses).set({ access_granted: false }).where(rowOf);
    expect(await flags("negado")).toEqual({ course: false, category: false });
    await t.db
      .insert(userCourseCategories)
      .values({ user_id: ids.negado!, category: "Técnicas", access_granted: false });
    expect(await flags("negado")).toEqual({ course: false, category: false });
    await t.db
      .update(userCourseCategories)
      .set({ access_granted: true })
      .where(eq(userCourseCategories.user_id, ids.negado!));
    expect(await flags("negado")).toEqual({ course: false, category: true });
    await t.db.delete(userCourseCategories).where(eq(userCourseCategories.user_id, ids.negado!));
    expect(await flags("negado")).toEqual({ course: false, category: false });
  });

  it("clears the course flag when the course is deleted (cascade) and survives member deletion", async () => {
    const [temporary] = await t.db
      .insert(courses)
      .values({ title: "Temporário", slug: "temporario", is_published: true })
      .returning();
    await t.db
      .insert(userCourses)
      .values({ user_id: ids.removido!, course_id: temporary!.id, access_granted: true });
    await t.db
      .insert(userCourseCategories)
      .values({ user_id: ids.removido!, category: "Técnicas", access_granted: true });
    expect(await flags("removido")).toEqual({ course: true, category: true });
    await t.db.delete(courses).where(eq(courses.id, temporary!.id));
    expect(await flags("removido")).toEqual({ course: false, category: true });
    expect(await listed("only_categories")).toContain(ids.removido);

    // The member's own deletion takes their access rows with them; the flags go with the profile.
    expect(await deleteMemberCascade(t.db, ids.removido!)).toBe(true);
    expect(await flags("removido")).toBeUndefined();
    expect(await listed("with_access")).not.toContain(ids.removido);

    // Deleting the auth user cascades to the profile and to the access rows at once.
    const extra = await signUpConfirmed(t.client(), t.db, { name: "Pessoa extra", username: "pextra" });
    await t.db
      .insert(userCourses)
      .values({ user_id: extra.id, course_id: course.pintura!, access_granted: true });
    await t.db.delete(users).where(eq(users.id, extra.id));
    const left = await t.db
      .select({ id: userCourses.user_id })
      .from(userCourses)
      .where(inArray(userCourses.user_id, [extra.id, ids.removido!]));
    expect(left).toEqual([]);
  });

  it("lists exactly the right people for each access filter, with the right counts", async () => {
    await t.db.delete(userCourses);
    await t.db.delete(userCourseCategories);
    await t.db.insert(userCourses).values([
      { user_id: ids.curso!, course_id: course.restauro!, access_granted: true },
      { user_id: ids.ambos!, course_id: course.pintura!, access_granted: true },
      { user_id: ids.negado!, course_id: course.pintura!, access_granted: false },
    ]);
    await t.db.insert(userCourseCategories).values([
      { user_id: ids.categoria!, category: "Técnicas", access_granted: true },
      { user_id: ids.ambos!, category: "Técnicas", access_granted: true },
      { user_id: ids.nenhum!, category: "Outra", access_granted: false },
    ]);
    expect(await listed("with_access")).toEqual(who("curso", "categoria", "ambos"));
    expect(await listed("only_courses")).toEqual(who("curso"));
    expect(await listed("only_categories")).toEqual(who("categoria"));
    expect(await listed("no_access")).toEqual(who("admin", "nenhum", "negado"));
    const all = await page("/api/members?limit=2");
    expect(all.total).toBe(6);
    const search = await page("/api/members?access=no_access&q=pessoa");
    expect(new Set(search.items.map((m) => m.id))).toEqual(who("nenhum", "negado"));
    expect(search.matched).toBe(2);
  });

  it("counts again at once after an access change made through the API", async () => {
    const before = await page("/api/members?access=with_access");
    await admin.put(`/api/admin/members/${ids.nenhum}/courses/${course.restauro}`, { granted: true });
    const after = await page("/api/members?access=with_access");
    expect(after.matched).toBe(before.matched! + 1);
    const otherFilter = await page("/api/members?access=no_access");
    expect(otherFilter.items.map((m) => m.id)).not.toContain(ids.nenhum);
    expect(otherFilter.matched).toBe(otherFilter.items.length);
  });

  it("orders a search by the chosen sort from its matches, and pages through them", async () => {
    const expected = ["Pessoa ambos", "Pessoa categoria", "Pessoa curso", "Pessoa negado", "Pessoa nenhum"];
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Page = await page(
        `/api/members?q=PESSÔA&sort=full_name&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...res.items.map((m) => m.full_name));
      cursor = res.next_cursor;
    } while (cursor);
    expect(seen).toEqual(expected);
    const newest = await page("/api/members?q=pessoa&sort=username&limit=1");
    expect(newest.items.map((m) => m.full_name)).toEqual(["Pessoa ambos"]);
    expect(newest.matched).toBe(5);
  });
});
