import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
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

  it("[MEMBROS] membro filtra, ordena e troca de visualização (lembrada ao recarregar)", async () => {
    const context = await newContext(browser);
    const { page } = await signUpAndConfirm(context);
    await page.goto("/membros");
    await page.getByRole("heading", { name: "Membros da Comunidade" }).waitFor();
    await cards(page).first().waitFor();
    expect(await page.getByText("@", { exact: false }).filter({ hasText: "exemplo.com.br" }).count()).toBe(0);

    await page.getByLabel("Buscar membros").fill("HELENA duarte");
    await expect.poll(() => counter(page).textContent()).toMatch(/^1 de \d+ membros \(1 filtros ativos\)/);
    await cards(page).filter({ hasText: "Helena Duarte" }).waitFor();

    await page.getByRole("button", { name: "Limpar filtros" }).click();
    await page.getByLabel("Função").selectOption({ label: "Admin" });
    await page.getByLabel("Ordenar por").selectOption({ label: "Pontos" });
    await expect.poll(async () => (await cards(page).count()) > 0).toBe(true);
    await cards(page).filter({ hasText: "Helena Duarte" }).waitFor();
    expect(page.url()).toContain("role=admin");

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
    const course = dialog.getByRole("switch").first();
    await course.click();
    await page.getByText("Acessos atualizados!").first().waitFor();
    const category = dialog.getByRole("switch", { name: /^Categoria / }).first();
    await category.click();
    await expect.poll(() => category.getAttribute("aria-checked")).toBeDefined();
    await dialog.getByRole("button", { name: "Fechar" }).first().click();
    await expect.poll(() => summary.textContent()).not.toBe(before);
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
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    await dialog.getByRole("group", { name: "Cursos liberados" }).getByRole("checkbox").first().check();
    await dialog.getByRole("button", { name: "Convidar membro" }).click();
    await dialog.getByText("Convite enviado").waitFor();
    await dialog.getByRole("button", { name: "Concluir" }).click();
    await page.getByLabel("Buscar membros").fill(stamp);
    await cards(page)
      .filter({ hasText: `${name} (Convite)` })
      .waitFor();

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
    expect(await cards(page).filter({ hasText: "(Convite)" }).count()).toBe(0);
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
    await page.getByRole("button", { name: "Adicionar Membro" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar Membro" });
    await dialog.getByRole("tab", { name: "Importar CSV" }).click();
    await dialog
      .getByLabel("Arquivo CSV")
      .setInputFiles({ name: "membros.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
    await dialog.getByText(/2 membro\(s\) carregado\(s\) com sucesso!/).waitFor();
    await dialog.getByText("Linha 4: Email inválido (email-invalido)").waitFor();
    await dialog.getByRole("group", { name: "Cursos liberados" }).getByRole("checkbox").first().check();
    await dialog.getByRole("button", { name: "Importar membros" }).click();
    const results = dialog.getByRole("table", { name: "Resultado por membro" });
    await results.waitFor();
    await expect.poll(() => results.getByText("Convite enviado").count()).toBe(2);
    await page.getByText("Membros atualizados!").waitFor();
    await context.close();
  });
});
