import { describe, expect, it } from "vitest";
import { auditChanges, auditSideText, changedFields } from "./audit-diff";

describe("audit log's before and after", () => {
  it("keeps only the fields that changed, nested maps field by field, key order ignored", () => {
    expect(changedFields({ a: 1, b: true }, { a: 1, b: false })).toEqual({
      before: { b: true },
      after: { b: false },
    });
    expect(
      changedFields(
        { reasons: { like: { points: 1, cap: 2 } } },
        { reasons: { like: { cap: 2, points: 1 } } },
      ),
    ).toBeNull();
    expect(changedFields({ reasons: { like: 1, post: 5 } }, { reasons: { like: 1, post: 10 } })).toEqual({
      before: { "reasons.post": 5 },
      after: { "reasons.post": 10 },
    });
    expect(changedFields(null, { name: "X" })).toEqual({ before: { name: null }, after: { name: "X" } });
  });

  it("reads as pt-BR: labels, Sim/Não, lists, empty values and long texts cut", () => {
    expect(auditChanges({ is_moderator: false }, { is_moderator: true })).toEqual([
      { field: "is_moderator", label: "Moderador", before: "Não", after: "Sim" },
    ]);
    expect(auditChanges(null, { categories: ["A", "B"], days: 1234 })).toEqual([
      { field: "categories", label: "Categorias", before: "—", after: "A, B" },
      { field: "days", label: "Dias", before: "—", after: "1.234" },
    ]);
    expect(auditChanges({ markdown: "x".repeat(50) }, null, 10)[0]!.before).toBe(`${"x".repeat(9)}…`);
    expect(auditChanges({ "reasons.post": 5 }, {})[0]!.label).toBe("Pontos (post)");
    expect(auditSideText({ is_admin: true, expires_at: "2026-03-11T01:30:00.000Z" })).toBe(
      "Admin: Sim; Expira em: 10/03/2026 22:30",
    );
    expect(auditSideText(null)).toBe("");
  });
});
