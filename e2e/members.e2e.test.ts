import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { chooseCsvToImport } from "./support/add-members";
import { announcedFiles } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, outboxLink, signIn, signUpAndConfirm } from "./support/browser";

describe.runIf(inject("hasBrowser"))("[MEMBROS] diretório e administração de membros", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const counter = (page: Page) => page.getByText(/^\d+ de \d+ membros/);
  const cards = (page: Page) => page.getByRole("list", { name: "Lista de membros" }).getByRole("article");
  /** Name and points ("4.820 pts") of every card, in the order shown. */
  const cardPoints = (page: Page) =>
    cards(page).evaluateAll((articles) =>
      articles.map((article) => {
        const name = article.querySelector("h2")?.textContent?.trim() ?? "";
        const points = Array.from(article.querySelectorAll("dd"))
          .map((dd) => dd.textContent?.trim() ?? "")
          .find((text) => /^[\d.]+ pts$/.test(text));
        return { name, points: points === undefined ? NaN : Number(points.replace(/\D/g, "")) };
      }),
    );

  it("[MEMBROS] membro filtra, ordena e troca de visualização (lembrada ao recarregar)", async () => {
    const context = await newContext(browser);
    const { page } = await signUpAndConfirm(context);
    const asked: string[] = [];
    page.on("request", (request) => asked.push(request.url()));
    await page.goto("/membros");
    await page.getByRole("heading", { name: "Membros da Comunidade" }).waitFor();
    await cards(page).first().waitFor();
    // The directory's first page came with the page itself.
    expect(asked.filter((url) => new URL(url).pathname === "/api/members")).toEqual([]);
    expect(await page.getByText("@", { exact: false }).filter({ hasText: "exemplo.com.br" }).count()).toBe(0);
    // The page as the server sends it announces its own module's files, and each of them is there.
    const hinted = await announcedFiles(context, "/membros");
    expect(hinted.filter((href) => /^\/assets\/members-[\w-]+\.js$/.test(href))).toHaveLength(1);

    await page.getByLabel("Buscar membros").fill("HELENA duarte");
    await expect.poll(() => counter(page).textContent()).toMatch(/^1 de \d+ membros \(1 filtro ativo\)/);
    await cards(page).filter({ hasText: "Helena Duarte" }).waitFor();

    await page.getByRole("button", { name: "Limpar filtros" }).click();
    await page.getByLabel("Ordenar por").selectOption({ label: "Pontos" });
    await expect.poll(() => page.url()).toContain("sort=points");
    // The visible order must be the order of the points shown on the cards, highest first.
    // Polled as "points name" lines, so a failure prints the order that was on screen.
    const isDescending = (lines: string[]) =>
      lines.length > 1 && lines.every((line, i) => i === 0 || parseInt(line) <= parseInt(lines[i - 1]!));
    await expect
      .poll(async () => (await cardPoints(page)).map((c) => `${c.points} ${c.name}`))
      .toSatisfy(isDescending);
    const shown = await cardPoints(page);
    expect(new Set(shown.map((c) => c.points)).size).toBeGreaterThan(1);
    expect(shown[0]!.points).toBe(Math.max(...shown.map((c) => c.points)));

    await page.getByLabel("Função").selectOption({ label: "Admin" });
    await expect.poll(() => page.url()).toContain("role=admin");
    await cards(page).filter({ hasText: "Helena Duarte" }).waitFor();

    await page.getByRole("button", { name: "Tabela" }).click();
    await page.getByRole("table").waitFor();
    await page.reload();
    await page.getByRole("table").waitFor();
    expect(await page.getByRole("button", { name: "Tabela" }).getAttribute("aria-pressed")).toBe("true");
    await context.close();
  });

  it("[MEMBROS] admin concede curso e categoria e vê o resumo de acessos mudar", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, admin().email, admin().password);
    await page.goto("/membros?q=rafael");
    const card = cards(page).filter({ hasText: "Rafael Nogueira" });
    await card.waitFor();
    const summary = card.getByText(/Sem acessos|curso\(s\)/);
    const before = await summary.textContent();
    await card.getByRole("button", { name: "Gerenciar Acessos", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Gerenciar Acessos - Rafael Nogueira" });
    await dialog.waitFor();
    const course = dialog.getByRole("region", { name: "Cursos" }).getByRole("switch").first();
    const category = dialog.getByRole("switch", { name: /^Categoria / }).first();
    await category.waitFor();
    const flipped = (value: string | null) => (value === "true" ? "false" : "true");
    const courseBefore = await course.getAttribute("aria-checked");
    const categoryBefore = await category.getAttribute("aria-checked");
    expect(["true", "false"]).toContain(courseBefore);
    expect(["true", "false"]).toContain(categoryBefore);
    const saving = (part: string) =>
      page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes(part));

    const [courseSaved] = await Promise.all([saving("/courses/"), course.click()]);
    expect(courseSaved.ok()).toBe(true);
    await page.getByText("Acessos atualizados!").first().waitFor();
    // Settled (no longer saving) and showing the server's new state.
    await expect.poll(() => course.isEnabled()).toBe(true);
    expect(await course.getAttribute("aria-checked")).toBe(flipped(courseBefore));

    const [categorySaved] = await Promise.all([saving("/categories/"), category.click()]);
    expect(categorySaved.ok()).toBe(true);
    await expect.poll(() => category.isEnabled()).toBe(true);
    expect(await category.getAttribute("aria-checked")).toBe(flipped(categoryBefore));
    await dialog.getByRole("button", { name: "Fechar" }).first().click();
    await expect.poll(() => summary.textContent()).not.toBe(before);

    // Reopened, the dialog reads the saved state back from the server.
    await card.getByRole("button", { name: "Gerenciar Acessos", exact: true }).click();
    await category.waitFor();
    expect(await course.getAttribute("aria-checked")).toBe(flipped(courseBefore));
    expect(await category.getAttribute("aria-checked")).toBe(flipped(categoryBefore));
    await context.close();
  });

  it("[MEMBROS] excluir um membro exige digitar EXCLUIR; exclusão em massa de dois", async () => {
    const targets = [];
    for (let i = 0; i < 3; i++) {
      const ctx = await newContext(browser);
      targets.push((await signUpAndConfirm(ctx)).member);
      await ctx.close();
    }
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, admin().email, admin().password);
    await page.goto(`/membros?q=${encodeURIComponent(targets[0]!.username)}`);
    const first = cards(page).first();
    await first.waitFor();
    await first.getByRole("button", { name: /^Excluir / }).click();
    const dialog = page.getByRole("alertdialog", { name: "Excluir membro" });
    const confirm = dialog.getByRole("button", { name: "Excluir", exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Digite EXCLUIR para confirmar").fill("excluir");
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
    await confirm.click();
    await page.getByText("Nenhum membro encontrado com os filtros aplicados.").waitFor();

    // The other two share the name "Luana Ribeiro" and a recent sign-up.
    await page.goto(`/membros?q=luana.`);
    for (const t of targets.slice(1))
      await page
        .getByRole("checkbox", { name: `Selecionar ${t.name}` })
        .first()
        .waitFor();
    for (const t of targets.slice(1)) {
      const card = cards(page).filter({ hasText: `@${t.username}` });
      await card.getByRole("checkbox").click();
    }
    await page.getByText("2 selecionado(s)").waitFor();
    await page.getByRole("button", { name: "Excluir selecionados" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Excluir", exact: true }).click();
    await page.getByText("2 membros excluídos com sucesso.").waitFor();
    for (const t of targets.slice(1))
      await cards(page)
        .filter({ hasText: `@${t.username}` })
        .waitFor({ state: "detached" });
    await context.close();
  });

  it("[MEMBROS] admin convida pelo formulário; o convidado aceita e entra; o admin vê o curso liberado", async () => {
    const stamp = Date.now().toString(36);
    const name = `Otávio Convidado ${stamp}`;
    const email = `otavio.${stamp}@exemplo.com.br`;
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, admin().email, admin().password);
    await page.goto("/membros");
    await page.getByRole("button", { name: "Adicionar Membro" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar Membro" });
    await dialog.getByLabel("Nome", { exact: true }).fill(name);
    await dialog.getByLabel("E-mail", { exact: true }).fill(email);
    await dialog.getByRole("group", { name: "Cursos liberados" }).getByRole("checkbox").first().check();
    await dialog.getByRole("button", { name: "Convidar membro" }).click();
    // The e-mail goes out in the background; the row follows it until it is sent.
    const results = dialog.getByRole("table", { name: "Resultado por membro" });
    await results
      .getByRole("row")
      .filter({ hasText: email })
      .getByText("Convite enviado", { exact: true })
      .waitFor();
    await dialog.getByRole("status").filter({ hasText: "E-mails enviados: 1 de 1" }).waitFor();
    expect(await dialog.getByRole("button", { name: "Copiar link" }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Concluir" }).click();
    await page.getByLabel("Buscar membros").fill(stamp);
    // The invite shows as a pending member: the spec's name '{name} (Convite)', one badge, the day
    // it was sent; the table view shows the same name.
    const inviteCard = cards(page).filter({ hasText: "Convite pendente" }).filter({ hasText: name });
    await inviteCard.waitFor();
    expect(await inviteCard.getByRole("heading", { level: 2 }).textContent()).toBe(`${name} (Convite)`);
    await inviteCard.getByRole("button", { name: `Copiar link de ${name}` }).waitFor();
    await page.getByRole("button", { name: "Tabela" }).click();
    const inviteRow = page.getByRole("row").filter({ hasText: "Convite pendente" }).filter({ hasText: name });
    expect(await inviteRow.getByRole("rowheader").innerText()).toContain(`${name} (Convite)`);
    await page.getByRole("button", { name: "Cartões" }).click();
    await inviteCard.waitFor();
    await inviteCard.getByText("Convidado em").waitFor();
    expect(await inviteCard.getByText("Membro desde").count()).toBe(0);

    const guest = await newContext(browser);
    const invited = await guest.newPage();
    await invited.goto(await outboxLink(email, "/auth/accept-invite"));
    await invited.getByRole("heading", { name: "Você foi convidado!" }).waitFor();
    await invited.getByLabel("Nome de usuário").fill(`otavio.${stamp}`);
    await invited.getByLabel("Senha").fill("uma-senha-bem-forte");
    await invited.getByRole("button", { name: "Aceitar convite" }).click();
    await invited.getByRole("button", { name: "Menu do usuário" }).waitFor();
    await invited.waitForURL((url) => url.pathname === "/");
    await guest.close();

    await page.reload();
    const card = cards(page).filter({ hasText: `@otavio.${stamp}` });
    await card.waitFor();
    await card.getByText("1 curso(s), 0 categoria(s)").waitFor();
    // Accepted, the invite is no longer listed as a pseudo-member.
    const stillInvited = cards(page).filter({ hasText: "Convite pendente" }).filter({ hasText: name });
    expect(await stillInvited.count()).toBe(0);
    await context.close();
  });

  it("[MEMBROS] importação de CSV misto mostra o resultado por linha", async () => {
    const stamp = Date.now().toString(36);
    const csv = [
      "Nome;Email;Tags",
      `Pietra Souza;pietra.${stamp}@exemplo.com.br;vip|restauro`,
      `"Lima, Quitéria";quiteria.${stamp}@exemplo.com.br;`,
      "Sem Email;email-invalido;",
    ].join("\r\n");
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, admin().email, admin().password);
    await page.goto("/membros");
    const dialog = await chooseCsvToImport(page, csv);
    await dialog.getByText(/2 membro\(s\) carregado\(s\) com sucesso!/).waitFor();
    await dialog.getByText("Linha 4: E-mail inválido (email-invalido)").waitFor();
    await dialog.getByRole("group", { name: "Cursos liberados" }).getByRole("checkbox").first().check();
    // Held as "queued" until released, so the screen is seen while the e-mails are on their way.
    const statusCalls: string[][] = [];
    const holdQueued = (route: Route) => {
      const { ids } = route.request().postDataJSON() as { ids: string[] };
      statusCalls.push(ids);
      return route.fulfill({
        json: {
          items: ids.map((id) => ({ id, email_status: "queued" })),
          queued: ids.length,
          sent: 0,
          failed: 0,
        },
      });
    };
    await page.route("**/api/admin/members/batch/email-status", holdQueued);
    await dialog.getByRole("button", { name: "Importar membros" }).click();
    const results = dialog.getByRole("table", { name: "Resultado por membro" });
    await results.waitFor();
    await page.getByText("Membros atualizados!").waitFor();
    const progress = dialog.getByRole("status").filter({ hasText: /^E-mails enviados: / });
    await progress.filter({ hasText: "E-mails enviados: 0 de 2" }).waitFor();
    await expect.poll(() => results.getByText("Convite criado — enviando e-mail…").count()).toBe(2);
    expect(await progress.getAttribute("aria-live")).toBe("polite");
    // It keeps asking while the e-mails are queued, for the two invites of this batch.
    await expect.poll(() => statusCalls.length).toBeGreaterThanOrEqual(2);
    expect(statusCalls[0]).toHaveLength(2);

    await page.unroute("**/api/admin/members/batch/email-status", holdQueued);
    for (const who of [`pietra.${stamp}@exemplo.com.br`, `quiteria.${stamp}@exemplo.com.br`])
      await results
        .getByRole("row")
        .filter({ hasText: who })
        .getByText("Convite enviado", { exact: true })
        .waitFor();
    await progress.filter({ hasText: "E-mails enviados: 2 de 2" }).waitFor();
    expect(await results.getByText("Convite criado — enviando e-mail…").count()).toBe(0);
    expect(await dialog.getByRole("button", { name: "Copiar link" }).count()).toBe(0);
    // Nothing is queued any more: it stops asking.
    let later = 0;
    const countCall = () => (later += 1);
    page.on("request", (request) => {
      if (request.url().endsWith("/api/admin/members/batch/email-status")) countCall();
    });
    await page.waitForTimeout(4000);
    expect(later).toBe(0);
    await context.close();
  });

  it("[MEMBROS] convite cujo email falhou em todas as tentativas oferece o link para copiar", async () => {
    const stamp = Date.now().toString(36);
    const name = `Sara Falha ${stamp}`;
    const email = `sara.${stamp}@exemplo.com.br`;
    const context = await newContext(browser);
    // What the copy button writes, without depending on the headless browser's clipboard.
    await context.addInitScript(() => {
      const copied: string[] = [];
      Object.defineProperty(window, "__copied", { value: copied });
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
      });
    });
    const page = await context.newPage();
    await signIn(page, admin().email, admin().password);
    await page.goto("/membros");
    // The first answer says "queued", every later one that all retries failed.
    let answers = 0;
    await page.route("**/api/admin/members/batch/email-status", (route) => {
      const { ids } = route.request().postDataJSON() as { ids: string[] };
      const email_status = answers++ === 0 ? "queued" : "failed";
      return route.fulfill({
        json: {
          items: ids.map((id) => ({ id, email_status })),
          queued: email_status === "queued" ? ids.length : 0,
          sent: 0,
          failed: email_status === "failed" ? ids.length : 0,
        },
      });
    });
    await page.getByRole("button", { name: "Adicionar Membro" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar Membro" });
    await dialog.getByLabel("Nome", { exact: true }).fill(name);
    await dialog.getByLabel("E-mail", { exact: true }).fill(email);
    await dialog.getByRole("group", { name: "Cursos liberados" }).getByRole("checkbox").first().check();
    await dialog.getByRole("button", { name: "Convidar membro" }).click();

    const row = dialog
      .getByRole("table", { name: "Resultado por membro" })
      .getByRole("row")
      .filter({ hasText: email });
    await row.getByText("Convite criado — e-mail não enviado", { exact: true }).waitFor();
    await dialog
      .getByRole("alert")
      .getByText(
        "1 e-mail(s) de convite não puderam ser enviados. Copie o link de cada um e envie para a pessoa.",
        { exact: true },
      )
      .waitFor();
    await dialog.getByRole("status").filter({ hasText: "E-mails enviados: 0 de 1" }).waitFor();
    await expectNoA11yViolations(page, "resultado com e-mail não enviado");

    await row.getByRole("button", { name: `Copiar link de ${email}` }).click();
    await page.getByText("Link copiado!").waitFor();
    const copied = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
    // The link is the invite's own (the one the real e-mail carried).
    expect(copied).toEqual([await outboxLink(email, "/auth/accept-invite")]);
    const asked = answers;
    await page.waitForTimeout(4000);
    expect(answers).toBe(asked);
    await context.close();
  });
  it("[MEMBROS] falhas do servidor mostram os avisos do spec (acessos e lote não confirmado)", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, admin().email, admin().password);
    await page.goto("/membros?q=rafael");
    const card = cards(page).filter({ hasText: "Rafael Nogueira" });
    await card.waitFor();

    const failAccess = (route: Route) =>
      route.fulfill({ status: 500, json: { code: "INTERNAL", message: "x" } });
    await page.route("**/api/admin/members/*/access", failAccess);
    await card.getByRole("button", { name: "Gerenciar Acessos", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Gerenciar Acessos - Rafael Nogueira" });
    await page.getByText("Erro ao carregar dados", { exact: true }).waitFor();
    await page.getByText("Não foi possível carregar os cursos.", { exact: true }).waitFor();
    await page.unroute("**/api/admin/members/*/access", failAccess);
    await dialog.getByRole("button", { name: "Tentar novamente" }).click();
    const course = dialog.getByRole("region", { name: "Cursos" }).getByRole("switch").first();
    const category = dialog.getByRole("switch", { name: /^Categoria / }).first();
    await category.waitFor();

    await page.route("**/api/admin/members/*/categories/**", failAccess);
    const categoryBefore = await category.getAttribute("aria-checked");
    await category.click();
    await page.getByText("Não foi possível atualizar o acesso.", { exact: true }).waitFor();
    await page.getByText("Erro", { exact: true }).waitFor();
    await expect.poll(() => category.isEnabled()).toBe(true);
    expect(await category.getAttribute("aria-checked")).toBe(categoryBefore);

    await page.route("**/api/admin/members/*/courses/**", failAccess);
    const courseBefore = await course.getAttribute("aria-checked");
    await course.click();
    await page.getByText("Erro ao atualizar acesso", { exact: true }).waitFor();
    await page.getByText("Não foi possível atualizar o acesso ao curso.", { exact: true }).waitFor();
    await expect.poll(() => course.isEnabled()).toBe(true);
    expect(await course.getAttribute("aria-checked")).toBe(courseBefore);
    await dialog.getByRole("button", { name: "Fechar" }).first().click();

    // The server answers for one of two members, with a status that is not final.
    const stamp = Date.now().toString(36);
    const rows = [
      { line: 2, name: "Ulisses Prado", email: `ulisses.${stamp}@exemplo.com.br` },
      { line: 3, name: "Vera Lins", email: `vera.${stamp}@exemplo.com.br` },
    ];
    await page.route("**/api/admin/members/batch", (route) =>
      route.fulfill({
        json: {
          results: [{ ...rows[0], status: "queued" }],
          summary: { created: 0, invited: 0, skipped: 0, errors: 0 },
        },
      }),
    );
    const csv = ["Nome,Email", ...rows.map((r) => `${r.name},${r.email}`)].join("\n");
    const add = await chooseCsvToImport(page, csv);
    await add.getByText("2 membro(s) carregado(s) com sucesso!").waitFor();
    await add.getByRole("switch", { name: "Atribuir cursos automaticamente" }).click();
    await add.getByRole("button", { name: "Importar membros" }).click();
    const results = add.getByRole("table", { name: "Resultado por membro" });
    await results.waitFor();
    await expect.poll(() => results.getByText("Erro: O servidor não retornou sucesso").count()).toBe(2);
    await add.getByText("2 erro(s).").waitFor();
    await page.getByText("Erro ao processar membros", { exact: true }).waitFor();
    await page.getByText("Nenhum membro foi processado com sucesso.", { exact: true }).waitFor();
    await context.close();
  });
});
