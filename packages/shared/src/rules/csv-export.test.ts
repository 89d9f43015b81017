import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvDateTime, csvRow, neutraliseFormula } from "./csv-export";

describe("csv export rule", () => {
  it("neutralises every cell a spreadsheet would run as a formula", () => {
    for (const text of ["=1+1", "+55 11 99999", "-2", "@SUM(A1)", "\tcmd", "\r=x", '=HYPERLINK("http://x")'])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ["Maria", "", "1=1", "a+b", "maria@exemplo.com", " =1", "'já"])
      expect(neutraliseFormula(text)).toBe(text);
  });

  it("quotes every cell and doubles inner quotes", () => {
    expect(csvCell("Maria")).toBe('"Maria"');
    expect(csvCell('Diz "oi"; tchau')).toBe('"Diz ""oi""; tchau"');
    expect(csvCell("linha 1\nlinha 2")).toBe('"linha 1\nlinha 2"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell('=cmd|" /C calc"!A0')).toBe('"\'=cmd|"" /C calc""!A0"');
  });

  it("joins cells with ; and ends rows with CRLF", () => {
    expect(csvRow(["João Ávila", "joao", 10])).toBe('"João Ávila";"joao";"10"\r\n');
    expect(csvRow(["-1", "@x"])).toBe('"\'-1";"\'@x"\r\n');
  });

  it("starts with the UTF-8 byte order mark", () => {
    expect([...new TextEncoder().encode(CSV_BOM)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("writes dates as dd/MM/yyyy HH:mm in São Paulo time", () => {
    expect(csvDateTime(new Date("2026-03-05T02:07:00.000Z"))).toBe("04/03/2026 23:07");
    expect(csvDateTime(new Date("2026-12-31T15:00:00.000Z"))).toBe("31/12/2026 12:00");
    expect(csvDateTime(new Date("2026-01-01T00:30:00.000Z"), "UTC")).toBe("01/01/2026 00:30");
  });
});
