import { describe, expect, it } from "vitest";
import { coursePageUrl, feedPageUrl, firstRequests } from "./first-requests";

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

  it("reads nothing for other pages, a lesson or a malformed address", () => {
    for (const path of ["/membros", "/cursos", "/curso/x/aula/y", "/curso/", "/curso/%E0%A4%A", "//"]) {
      expect(firstRequests(path)).toEqual([]);
    }
  });
});
