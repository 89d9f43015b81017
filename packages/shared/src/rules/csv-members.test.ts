import { describe, expect, it } from "vitest";
import { memberMessages as m } from "../messages/members";
import { addMembersSchema } from "../schemas/members";
import { csvSummary, decodeCsvBytes, isCsvFile, parseMembersCsv, parseMembersCsvBytes } from "./csv-members";
import { addMemberTag, isValidMemberEmail, normalizeMemberName, splitTags } from "./member-input";

// Real file bytes, built the way each program writes them (Buffer is a Uint8Array too).
const utf8 = (text: string) => new TextEncoder().encode(text);
const utf8Bom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
/** Windows-1252 / Latin-1: one byte per character, as Excel pt-BR saves "CSV (separado por vírgulas)". */
const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const utf16leBom = (text: string) =>
  new Uint8Array([
    0xff,
    0xfe,
    ...Array.from(text).flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
  ]);

function okRows(text: string) {
  const result = parseMembersCsv(text);
  if (!result.ok) throw new Error(`expected ok, got ${result.error} ${result.errors.join(" | ")}`);
  return result;
}

describe("decodeCsvBytes", () => {
  it("reads UTF-8 with and without BOM, never leaving the BOM in the text", () => {
    expect(decodeCsvBytes(utf8Bom("Nome,Email\r\n"))).toBe("Nome,Email\r\n");
    expect(decodeCsvBytes(utf8("Nome;Email\nJoão;j@x.com"))).toBe("Nome;Email\nJoão;j@x.com");
  });

  it("falls back to Windows-1252 when the bytes are not UTF-8 (Excel pt-BR)", () => {
    const bytes = latin1("Nome;Email\r\nJo\xe3o Concei\xe7\xe3o;joao@exemplo.com\r\n");
    expect(bytes[14]).toBe(0xe3);
    expect(decodeCsvBytes(bytes)).toBe("Nome;Email\r\nJoão Conceição;joao@exemplo.com\r\n");
    // Windows-1252 beyond Latin-1: 0x93/0x94 are curly quotes, 0x80 the euro sign.
    expect(decodeCsvBytes(new Uint8Array([0x93, 0x41, 0x94, 0x80]))).toBe("\u201cA\u201d€");
  });

  it("reads Excel's UTF-16 'Unicode text'", () => {
    expect(decodeCsvBytes(utf16leBom("Nome\tEmail\r\nÂngela\ta@x.com"))).toBe(
      "Nome\tEmail\r\nÂngela\ta@x.com",
    );
  });
});

describe("isCsvFile (spec §5)", () => {
  it.each([
    { name: "membros.csv", type: "text/csv" },
    { name: "MEMBROS.CSV", type: "" },
    { name: "membros.csv", type: "application/vnd.ms-excel" },
    { name: "export", type: "text/csv" },
    { name: "export", type: "text/csv; charset=utf-8" },
  ])("accepts %o", (file) => {
    expect(isCsvFile(file)).toBe(true);
  });

  it.each([
    { name: "membros.xlsx", type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
    { name: "membros.xls", type: "application/vnd.ms-excel" },
    { name: "membros.csv.exe", type: "application/octet-stream" },
    { name: "foto.png", type: "image/png" },
  ])("refuses %o", (file) => {
    expect(isCsvFile(file)).toBe(false);
  });
});

describe("parseMembersCsv: encodings, delimiters and quoting", () => {
  it("reads a UTF-8 file with BOM: the first header is still 'Nome'", () => {
    const result = parseMembersCsvBytes(utf8Bom("Nome,Email\r\nMaria Silva,maria@exemplo.com\r\n"));
    expect(result).toEqual({
      ok: true,
      rows: [{ line: 2, name: "Maria Silva", email: "maria@exemplo.com", tags: [] }],
      errors: [],
    });
    // BOM passed as text (e.g. from FileReader) is stripped too.
    expect(okRows("\uFEFFNome,Email\nA,a@x.com").rows).toHaveLength(1);
  });

  it("reads Latin-1 bytes of Brazilian Excel with ; and CRLF", () => {
    const bytes = latin1("Nome;Email\r\nJo\xe3o Concei\xe7\xe3o;joao@exemplo.com\r\n");
    expect(parseMembersCsvBytes(bytes)).toEqual({
      ok: true,
      rows: [{ line: 2, name: "João Conceição", email: "joao@exemplo.com", tags: [] }],
      errors: [],
    });
  });

  it("detects ; even when names contain commas, and tab-separated files", () => {
    const semicolon = okRows("Nome;Email;Tags\r\nSilva, João;JOAO@Exemplo.com;vip\r\nAna;ana@x.com;\r\n");
    expect(semicolon.rows).toEqual([
      { line: 2, name: "Silva, João", email: "joao@exemplo.com", tags: ["vip"] },
      { line: 3, name: "Ana", email: "ana@x.com", tags: [] },
    ]);
    expect(okRows("Nome\tEmail\nBeto\tbeto@x.com\n").rows).toEqual([
      { line: 2, name: "Beto", email: "beto@x.com", tags: [] },
    ]);
  });

  it("keeps quoted commas, doubled quotes and line breaks inside one cell", () => {
    const text =
      'Nome,Email,Observação\r\n"Souza, Ana ""Aninha""",ana@x.com,"Rua A, 10\r\nApto 2"\r\n' +
      '"Carlos\nEduardo",carlos@x.com,\r\nDani,dani@x.com,ok\r\n';
    expect(okRows(text)).toEqual({
      ok: true,
      rows: [
        { line: 2, name: 'Souza, Ana "Aninha"', email: "ana@x.com", tags: [] },
        // A line break inside a name becomes a space.
        { line: 3, name: "Carlos Eduardo", email: "carlos@x.com", tags: [] },
        // Spreadsheet row numbers: each quoted multi-line cell is one row.
        { line: 4, name: "Dani", email: "dani@x.com", tags: [] },
      ],
      errors: [],
    });
  });

  it("skips blank lines (and rows of empty cells) but keeps the numbering of the file", () => {
    const text = "\r\nNome;Email\r\n\r\nAna;ana@x.com\r\n;;\r\n   \r\nBia;\r\n\r\n";
    const result = okRows(text);
    expect(result.rows).toEqual([{ line: 4, name: "Ana", email: "ana@x.com", tags: [] }]);
    expect(result.errors).toEqual([m.csvRowEmailEmpty(7)]);
  });

  it("trims cells and accepts old Mac line endings", () => {
    expect(okRows("  Nome  ,  Email \r  Ana Paula   Reis , Ana@X.com  \r").rows).toEqual([
      { line: 2, name: "Ana Paula Reis", email: "ana@x.com", tags: [] },
    ]);
  });

  it("gives the spec's format message when a quote is never closed", () => {
    expect(parseMembersCsv('Nome,Email\n"Ana,ana@x.com\nBia,bia@x.com\n')).toEqual({
      ok: false,
      error: "Erro ao processar o arquivo CSV. Verifique o formato.",
      errors: [],
    });
  });
});

describe("parseMembersCsv: headers", () => {
  it.each([
    ["NOME;E-MAIL", "NOME"],
    ["name,email", "name"],
    ["Nome completo;E-mail;Telefone", "Nome completo"],
    ["Carimbo de data/hora,Endereço de e-mail,Nome completo", "Google Forms"],
    ["Full Name\tEmail Address", "English"],
    ["Email;Nome", "columns in any order"],
  ])("finds the columns in %s (%s)", (header) => {
    const delimiter = header.includes(";") ? ";" : header.includes("\t") ? "\t" : ",";
    const cells = header.split(delimiter).map((h) => {
      const key = h.toLowerCase();
      if (key.includes("mail")) return "Zé@Exemplo.com";
      if (key.includes("nome") || key.includes("name")) return "Zé Ninguém";
      return "x";
    });
    expect(okRows(`${header}\n${cells.join(delimiter)}\n`).rows).toEqual([
      { line: 2, name: "Zé Ninguém", email: "zé@exemplo.com", tags: [] },
    ]);
  });

  it("lists the headers found when Nome or Email is missing", () => {
    expect(parseMembersCsv("Nome;Telefone;Cidade\r\nAna;1199999;SP\r\n")).toEqual({
      ok: false,
      error:
        "O arquivo deve conter as colunas “Nome” e “E-mail”. Cabeçalhos encontrados: Nome, Telefone, Cidade",
      errors: [],
    });
    expect(parseMembersCsv("Usuario,Contato\nana,ana@x.com\n")).toMatchObject({
      ok: false,
      error: m.csvMissingColumns(["Usuario", "Contato"]),
    });
  });

  it("needs a header and at least one data row", () => {
    const needs = "O arquivo CSV deve conter pelo menos uma linha de cabeçalho e uma linha de dados.";
    for (const text of ["", "   \r\n", "Nome;Email\r\n", "Nome;Email\r\n\r\n;\r\n", "Nome,Email"]) {
      expect(parseMembersCsv(text)).toEqual({ ok: false, error: needs, errors: [] });
    }
  });
});

describe("parseMembersCsv: row errors", () => {
  it("imports the valid rows and reports each bad row with its line", () => {
    const text = [
      "Nome;Email;Tags",
      "Ana;ana@x.com;turma 1",
      "SóNome",
      ";semnome@x.com",
      "Carlos;",
      "Duda;duda@@x",
      "Edu;edu x@y.com",
      "Fábio;fabio@x",
      "Gabi;gabi@x.com",
    ].join("\r\n");
    const result = okRows(text);
    expect(result.rows.map((r) => [r.line, r.email])).toEqual([
      [2, "ana@x.com"],
      [9, "gabi@x.com"],
    ]);
    expect(result.errors).toEqual([
      "Linha 3: Dados insuficientes",
      "Linha 4: Nome está vazio",
      "Linha 5: E-mail está vazio",
      "Linha 6: E-mail inválido (duda@@x)",
      "Linha 7: E-mail inválido (edu x@y.com)",
      "Linha 8: E-mail inválido (fabio@x)",
    ]);
    expect(csvSummary(result.rows.length, result.errors.length)).toBe(
      "2 membro(s) carregado(s) com sucesso! (6 erro(s) ignorado(s))",
    );
  });

  it("counts 'Dados insuficientes' by the columns it needs, not the whole header", () => {
    // Email is the 2nd column: a row with 2 cells is enough, even without the Tags cell.
    const result = okRows("Nome,Email,Tags,Cidade\nAna,ana@x.com\nBia\n");
    expect(result.rows).toEqual([{ line: 2, name: "Ana", email: "ana@x.com", tags: [] }]);
    expect(result.errors).toEqual(["Linha 3: Dados insuficientes"]);
  });

  it("when every row is invalid, fails with the spec's message and the first 3 errors", () => {
    const text = "Nome,Email\n,a@x.com\nB,\nC,c@\nD,d\nE,e\n";
    expect(parseMembersCsv(text)).toEqual({
      ok: false,
      error: "Nenhum membro válido encontrado no arquivo.",
      errors: ["Linha 2: Nome está vazio", "Linha 3: E-mail está vazio", "Linha 4: E-mail inválido (c@)"],
    });
  });

  it("keeps the first of duplicate e-mails (ignoring case) and reports the others", () => {
    const result = okRows("Nome;Email\nAna;ana@x.com\nBia;bia@x.com\nAna 2;ANA@x.com\nAna 3; ana@X.COM \n");
    expect(result.rows.map((r) => [r.line, r.name])).toEqual([
      [2, "Ana"],
      [3, "Bia"],
    ]);
    expect(result.errors).toEqual([
      "Linha 4: E-mail duplicado no arquivo (ANA@x.com), já informado na linha 2",
      "Linha 5: E-mail duplicado no arquivo (ana@X.COM), já informado na linha 2",
    ]);
  });

  it("a duplicate of an invalid row is not a duplicate: the first valid one is kept", () => {
    const result = okRows("Nome,Email\n,ana@x.com\nAna,ana@x.com\n");
    expect(result.rows).toEqual([{ line: 3, name: "Ana", email: "ana@x.com", tags: [] }]);
    expect(result.errors).toEqual(["Linha 2: Nome está vazio"]);
  });

  it("refuses names, tags and e-mails beyond the limits the server enforces", () => {
    const longName = "A".repeat(121);
    const manyTags = Array.from({ length: 21 }, (_, i) => `t${i}`).join("|");
    const result = okRows(
      `Nome,Email,Tags\n${longName},a@x.com,\nB,b@x.com,${manyTags}\nC,c@x.com,${"x".repeat(41)}\n` +
        `D,${"d".repeat(250)}@x.com,\nE,e@x.com,ok\n`,
    );
    expect(result.rows.map((r) => r.email)).toEqual(["e@x.com"]);
    expect(result.errors).toEqual([
      m.csvRowNameTooLong(2),
      m.csvRowTooManyTags(3),
      m.csvRowTagTooLong(4, "x".repeat(41)),
      `Linha 5: E-mail inválido (${"d".repeat(60)}…)`,
    ]);
  });
});

describe("parseMembersCsv: tags and formula cells", () => {
  it("splits a quoted tags cell by ; and | when the file itself uses ;", () => {
    const text = 'Nome;Email;Etiquetas\r\nAna;ana@x.com;"vip; Turma 1 | turma 1|;  |mentoria"\r\n';
    expect(okRows(text).rows).toEqual([
      { line: 2, name: "Ana", email: "ana@x.com", tags: ["vip", "Turma 1", "mentoria"] },
    ]);
    expect(okRows("Nome,Email,Tags\nBia,bia@x.com,a;b|c\n").rows[0]?.tags).toEqual(["a", "b", "c"]);
  });

  it("neutralises formula cells in names and tags, and refuses them as e-mails", () => {
    const text = [
      "Nome;Email;Tags",
      '"=HYPERLINK(""http://evil.example"";""Clique"")";a@x.com;=cmd|calc',
      "+55 11 99999-0000;b@x.com;@lista",
      "-Carla;c@x.com;",
      "@joao;d@x.com;",
      "=;e@x.com;",
      "Fábio;=f@x.com;",
      "Gil;+g@x.com;",
      "<script>alert(1)</script>;h@x.com;",
    ].join("\r\n");
    const result = okRows(text);
    expect(result.rows).toEqual([
      { line: 2, name: 'HYPERLINK("http://evil.example";"Clique")', email: "a@x.com", tags: ["cmd", "calc"] },
      { line: 3, name: "55 11 99999-0000", email: "b@x.com", tags: ["lista"] },
      { line: 4, name: "Carla", email: "c@x.com", tags: [] },
      { line: 5, name: "joao", email: "d@x.com", tags: [] },
      // HTML stays plain text here; the screens render it escaped.
      { line: 9, name: "<script>alert(1)</script>", email: "h@x.com", tags: [] },
    ]);
    expect(result.errors).toEqual([
      "Linha 6: Nome está vazio",
      "Linha 7: E-mail inválido (=f@x.com)",
      "Linha 8: E-mail inválido (+g@x.com)",
    ]);
    for (const row of result.rows) {
      expect(row.name).not.toMatch(/^[=+\-@]/);
      for (const tag of row.tags) expect(tag).not.toMatch(/^[=+\-@]/);
    }
  });
});

describe("csvSummary and the other CSV texts (spec §5)", () => {
  it("says how many were loaded and how many errors were ignored", () => {
    expect(csvSummary(3, 0)).toBe("3 membro(s) carregado(s) com sucesso!");
    expect(csvSummary(1, 2)).toBe("1 membro(s) carregado(s) com sucesso! (2 erro(s) ignorado(s))");
  });

  it("keeps the spec's exact wording", () => {
    expect(m.csvInvalidFile).toBe("Por favor, selecione um arquivo CSV válido.");
    expect(m.csvCoursesRequired).toBe("Selecione pelo menos um curso para atribuir aos membros do CSV.");
    expect(m.csvTooManyRows).toBe("O arquivo tem mais de 10.000 membros. Divida-o em arquivos menores.");
  });

  it("refuses files above the size limit before decoding them", () => {
    expect(parseMembersCsvBytes(new Uint8Array(5 * 1024 * 1024 + 1))).toEqual({
      ok: false,
      error: m.csvTooLarge,
      errors: [],
    });
  });

  it("reads 10,000 rows and refuses a file with more valid members than a batch holds", () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => `Membro ${i};membro${i}@exemplo.com;turma ${i % 7}`).join("\r\n");
    const result = okRows(`Nome;Email;Tags\r\n${rows(10_000)}\r\n`);
    expect(result.rows).toHaveLength(10_000);
    expect(result.errors).toEqual([]);
    expect(result.rows[0]).toEqual({
      line: 2,
      name: "Membro 0",
      email: "membro0@exemplo.com",
      tags: ["turma 0"],
    });
    expect(result.rows.at(-1)).toEqual({
      line: 10_001,
      name: "Membro 9999",
      email: "membro9999@exemplo.com",
      tags: ["turma 3"],
    });
    expect(parseMembersCsv(`Nome;Email\r\n${rows(10_001)}`)).toMatchObject({
      ok: false,
      error: m.csvTooManyRows,
    });
  });
});

describe("member input rules (manual form)", () => {
  it("normalises names and checks e-mails with the spec's simple pattern", () => {
    expect(normalizeMemberName("  =Maria\u200B   da\tSilva ")).toBe("Maria da Silva");
    expect(normalizeMemberName("Joa\u0303o")).toBe("João");
    expect(isValidMemberEmail("a@b.co")).toBe(true);
    for (const bad of ["a@b", "a b@c.com", "@b.com", "a@b@c.com", "=a@b.com", "a\u0000@b.com"]) {
      expect(isValidMemberEmail(bad)).toBe(false);
    }
  });

  it("splits tags and adds them once (ignoring case)", () => {
    expect(splitTags(" VIP | vip ; ; Turma 1")).toEqual(["VIP", "Turma 1"]);
    expect(addMemberTag(["VIP"], " novo ")).toEqual({ ok: true, tags: ["VIP", "novo"] });
    expect(addMemberTag(["VIP"], "a; b")).toEqual({ ok: true, tags: ["VIP", "a", "b"] });
    expect(addMemberTag(["VIP"], "   ")).toEqual({ ok: true, tags: ["VIP"] });
    expect(addMemberTag(["VIP"], "vip")).toEqual({ ok: false, error: "Esta tag já foi adicionada." });
    expect(addMemberTag([], "x".repeat(41))).toEqual({ ok: false, error: m.tagTooLong });
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i}`);
    expect(addMemberTag(twenty, "mais")).toEqual({ ok: false, error: m.tooManyTags });
  });
});

describe("addMembersSchema", () => {
  const COURSE = "3f1c2b9e-8d4a-4c7e-9b1a-2e5f6d7c8b9a";
  const base = { name: "Ana", email: "ana@x.com" };
  const messagesOf = (input: unknown) => {
    const result = addMembersSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("fills the defaults and normalises a CSV invite batch", () => {
    const parsed = addMembersSchema.parse({
      mode: "invite",
      source: "csv",
      members: [
        {
          name: " =Ana ",
          email: " ANA@X.com ",
          tags: [" vip "],
          courses: [COURSE, COURSE.toUpperCase()],
          line: 2,
        },
      ],
    });
    expect(parsed).toEqual({
      mode: "invite",
      source: "csv",
      members: [
        {
          name: "Ana",
          email: "ana@x.com",
          password: undefined,
          is_admin: false,
          is_moderator: false,
          is_student: true,
          tags: ["vip"],
          courses: [COURSE],
          line: 2,
        },
      ],
    });
  });

  it("requires a strong password in create mode and drops it in invite mode", () => {
    expect(messagesOf({ mode: "create", source: "manual", members: [base] })).toEqual([
      "members.0.password: Informe uma senha para criar o membro.",
    ]);
    expect(messagesOf({ mode: "create", source: "manual", members: [{ ...base, password: "" }] })).toEqual([
      "members.0.password: Informe uma senha para criar o membro.",
    ]);
    expect(
      messagesOf({ mode: "create", source: "manual", members: [{ ...base, password: "curta" }] }),
    ).toEqual(["members.0.password: A senha deve ter pelo menos 8 caracteres."]);
    const created = addMembersSchema.parse({
      mode: "create",
      source: "manual",
      members: [{ ...base, password: "cavalo-bateria-grampo", is_admin: true }],
    });
    expect(created.members[0]).toMatchObject({ password: "cavalo-bateria-grampo", is_admin: true });
    const invited = addMembersSchema.parse({
      mode: "invite",
      source: "manual",
      members: [{ ...base, password: "cavalo-bateria-grampo" }],
    });
    expect(invited.members[0]?.password).toBeUndefined();
  });

  it("refuses a CSV batch in create mode, duplicate e-mails and bad fields", () => {
    expect(
      messagesOf({
        mode: "create",
        source: "csv",
        members: [{ ...base, password: "cavalo-bateria-grampo" }],
      }),
    ).toEqual(["mode: Membros importados por CSV são sempre adicionados por convite."]);
    expect(
      messagesOf({
        mode: "invite",
        source: "manual",
        members: [base, { name: "Outra", email: "ANA@x.com" }],
      }),
    ).toEqual(["members.1.email: O e-mail ana@x.com aparece mais de uma vez na lista."]);
    expect(
      messagesOf({
        mode: "invite",
        source: "manual",
        members: [
          {
            name: "  ",
            email: "ana@x",
            tags: ["a", "A", "b;c", ""],
            courses: ["nao-e-uuid"],
          },
        ],
      }),
    ).toEqual([
      "members.0.name: Informe o nome do membro.",
      "members.0.email: Informe um e-mail válido.",
      "members.0.tags.2: A tag não pode conter ; ou |.",
      "members.0.tags.3: A tag não pode ficar vazia.",
      "members.0.tags.1: Esta tag já foi adicionada.",
      "members.0.courses.0: Curso inválido.",
    ]);
    expect(messagesOf({ mode: "invite", source: "manual", members: [] })).toEqual([
      "members: Adicione pelo menos um membro.",
    ]);
  });
});
