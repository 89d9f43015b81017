import { describe, expect, it } from "vitest";
import { issueYearMonth, linkedInAddToProfileUrl } from "./certificate-share";

describe("sharing a certificate on LinkedIn", () => {
  it("builds the add-to-profile address with every value encoded", () => {
    const url = linkedInAddToProfileUrl({
      name: "Pintura & Restauração: módulo 1",
      organizationName: "Guilda dos Criadores",
      issuedAt: "2026-11-23T15:00:00.000Z",
      certUrl: "https://guilda.example/certificados/GLD-7K2M-9QXH",
      certId: "GLD-7K2M-9QXH",
    });
    expect(url.startsWith("https://www.linkedin.com/profile/add?")).toBe(true);
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "Pintura & Restauração: módulo 1",
      organizationName: "Guilda dos Criadores",
      issueYear: "2026",
      issueMonth: "11",
      certUrl: "https://guilda.example/certificados/GLD-7K2M-9QXH",
      certId: "GLD-7K2M-9QXH",
    });
    expect(url).toContain("name=Pintura+%26+Restaura%C3%A7%C3%A3o%3A+m%C3%B3dulo+1");
  });

  it("dates the issue in São Paulo", () => {
    // 1 March 01:00 UTC is still 28 February in Brazil.
    expect(issueYearMonth(new Date("2026-03-01T01:00:00Z"))).toEqual({ year: 2026, month: 2 });
    expect(issueYearMonth("2027-01-01T12:00:00Z")).toEqual({ year: 2027, month: 1 });
  });
});
