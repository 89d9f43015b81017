import { describe, expect, it } from "vitest";
import {
  coursePageUrl,
  directoryPageUrl,
  feedPageUrl,
  firstRequests,
  lessonPageUrl,
  pageModule,
  PUBLIC_HOME,
  visitorFirstRequests,
} from "./first-requests";

describe("feedPageUrl", () => {
  it("names the tab and the page size, then the filters and the cursor", () => {
    expect(feedPageUrl({ tab: "recentes" })).toBe("/api/posts?tab=recentes&limit=20");
    expect(feedPageUrl({ tab: "populares", space: "boas-vindas", media: "images" }, "abc=")).toBe(
      "/api/posts?tab=populares&limit=20&space=boas-vindas&media=images&cursor=abc%3D",
    );
  });
});

describe("firstRequests", () => {
  it("reads the feed's opening tab for the home page and the course for a course page", () => {
    expect(firstRequests("/")).toEqual(["/api/posts?tab=recentes&limit=20"]);
    expect(firstRequests("/curso/meu-curso")).toEqual(["/api/courses/meu-curso"]);
    expect(firstRequests("/curso/meu-curso/")).toEqual(["/api/courses/meu-curso"]);
    // The path arrives escaped; the API address escapes the slug once, as the app does.
    expect(firstRequests("/curso/a%C3%A7%C3%A3o")).toEqual([coursePageUrl("ação")]);
    expect(coursePageUrl("ação")).toBe("/api/courses/a%C3%A7%C3%A3o");
  });

  it("reads a lesson page's lesson and, for the outline beside the player, its course", () => {
    expect(firstRequests("/curso/meu-curso/aula/primeira")).toEqual([
      "/api/courses/meu-curso/lessons/primeira",
      "/api/courses/meu-curso",
    ]);
    // 'Continuar de onde parou' (?t=) reads the same.
    expect(firstRequests("/curso/a%C3%A7%C3%A3o/aula/a%20b/", "?t=4")).toEqual([
      lessonPageUrl("ação", "a b"),
      coursePageUrl("ação"),
    ]);
    expect(lessonPageUrl("ação", "a b")).toBe("/api/courses/a%C3%A7%C3%A3o/lessons/a%20b");
  });

  it("reads nothing for other pages or a malformed address", () => {
    for (const path of [
      "/cursos",
      "/curso/x/aula",
      "/curso/x/aula/y/z",
      "/curso/",
      "/curso/%E0%A4%A",
      "/curso/x/aula/%E0%A4%A",
      "//",
    ]) {
      expect(firstRequests(path)).toEqual([]);
    }
  });
});

describe("firstRequests of the directory", () => {
  it("reads the first page with the default filters only when the address bar has none", () => {
    expect(firstRequests("/membros")).toEqual(["/api/members"]);
    expect(firstRequests("/membros/", "?")).toEqual(["/api/members"]);
    expect(firstRequests("/membros", "?sort=points")).toEqual([]);
    // An admin's directory lists the pending invites first, and the sign-ups waiting for approval
    // above it: they travel in the page too.
    expect(firstRequests("/membros", "", { isAdmin: true })).toEqual([
      "/api/members",
      "/api/admin/invites",
      "/api/admin/members/pending",
    ]);
    expect(firstRequests("/membros", "?q=ana", { isAdmin: true })).toEqual([]);
    expect(firstRequests("/", "", { isAdmin: true })).toEqual(["/api/posts?tab=recentes&limit=20"]);
    expect(directoryPageUrl(new URLSearchParams({ q: "ana maria", sort: "points" }))).toBe(
      "/api/members?q=ana+maria&sort=points",
    );
  });
});

describe("pageModule", () => {
  it("names the route module of a member's page by its path", () => {
    expect(pageModule("/", true)).toBe("src/app/routes/feed.tsx");
    expect(pageModule("/membros", true)).toBe("src/app/routes/members.tsx");
    expect(pageModule("/curso/meu-curso", true)).toBe("src/app/routes/courses/course.tsx");
    expect(pageModule("/curso/meu-curso/aula/primeira", true)).toBe("src/app/routes/courses/lesson.tsx");
    expect(pageModule("/espaco/geral/", true)).toBe("src/app/routes/space.tsx");
  });

  it("names the login and sign-up pages for a visitor only, and a member's pages for a member only", () => {
    expect(pageModule("/auth/login", false)).toBe("src/app/routes/auth/login.tsx");
    expect(pageModule("/auth/cadastro", false)).toBe("src/app/routes/auth/sign-up.tsx");
    expect(pageModule("/auth/login", true)).toBeNull();
    expect(pageModule("/", false)).toBeNull();
    expect(pageModule("/membros", false)).toBeNull();
  });

  it("names the public page's landing and /pricing for a visitor, with the reads the server answers in", () => {
    expect(pageModule("/inicio", false)).toBe("src/app/routes/landing.tsx");
    expect(pageModule("/pricing", false)).toBe("src/app/routes/pricing.tsx");
    expect(visitorFirstRequests("/inicio")).toEqual(["/api/public/landing"]);
    expect(visitorFirstRequests("/pricing/")).toEqual(["/api/public/plans"]);
    expect(visitorFirstRequests("/auth/login")).toEqual([]);
    expect(visitorFirstRequests("/")).toEqual([]);
    expect(PUBLIC_HOME).toBe("/inicio");
  });

  it("names nothing for a path it does not know", () => {
    for (const path of ["/admin", "/membros/x", "/curso/", "//", "/ranking"])
      expect(pageModule(path, true)).toBeNull();
  });
});
