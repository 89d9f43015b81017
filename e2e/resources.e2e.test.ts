import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";
import { countDialogs, HOSTILE, injectedElements } from "./support/xss";

type Resource = { id: string; slug: string; title: string; kind: string; path: string; position: number };
type Tool = { id: string; name: string };
type Tools = { categories: { name: string; tools: Tool[] }[] };

/**
 * Markdown may show images: a raw `<img src=x onerror=…>` survives as a plain image without its
 * handler, which injectedElements lists by its address. Anything else it finds is an injection.
 */
const withoutPlainImages = (found: string[]) => found.filter((html) => html !== '<img src="x" alt="">');

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

describe.runIf(inject("hasBrowser"))("[RECURSOS] páginas, ordem da barra lateral e ferramentas", () => {
  let browser: Browser;
  let staff: BrowserContext;
  let page: Page;
  let memberContext: BrowserContext;
  let member: Page;
  const stamp = Date.now().toString(36);
  const pageTitle = `Calendário de leilões ${stamp}`;
  const toolName = `Ficha de catalogação ${stamp}`;
  let originalOrder: string[] = [];

  const sidebarResources = (p: Page) =>
    p
      .getByRole("navigation", { name: "Barra lateral" })
      .getByRole("region", { name: "Recursos" })
      .getByRole("link");
  const resourceTitles = async (p: Page) =>
    (await sidebarResources(p).allTextContents()).map((text) => text.trim());

  beforeAll(async () => {
    browser = await launch();
    staff = await newContext(browser);
    page = await staff.newPage();
    await signIn(page, admin().email, admin().password);
    originalOrder = (await apiCall<{ items: Resource[] }>(staff, "GET", "/api/resources")).items.map(
      (r) => r.id,
    );
    memberContext = await newContext(browser);
    member = (await signUpAndConfirm(memberContext)).page;
  });

  afterAll(async () => {
    // Other journeys run on the same server: the section and the tools go back to what they were.
    if (staff) {
      const items = (
        await apiCall<{ items: Resource[] }>(staff, "GET", "/api/resources").catch(() => ({ items: [] }))
      ).items;
      for (const r of items.filter((r) => r.title === pageTitle))
        await apiCall(staff, "DELETE", `/api/admin/resources/${r.id}`).catch(() => undefined);
      if (originalOrder.length)
        await apiCall(staff, "PUT", "/api/admin/resources/order", { ids: originalOrder }).catch(
          () => undefined,
        );
      const tools = await apiCall<Tools>(staff, "GET", "/api/tools").catch(
        () => ({ categories: [] }) as Tools,
      );
      for (const tool of tools.categories.flatMap((c) => c.tools).filter((t) => t.name === toolName))
        await apiCall(staff, "DELETE", `/api/admin/tools/${tool.id}`).catch(() => undefined);
    }
    await memberContext?.close();
    await staff?.close();
    await browser?.close();
  });

  it("[RECURSOS] admin cria uma página na 2ª posição; o membro a vê ali na barra lateral e a abre; o admin reordena pelo teclado, oculta e exclui", async () => {
    const dialogs = countDialogs(member);
    // The admin reaches /admin/recursos from the Administração section (admin mode).
    await page.goto("/");
    await page.getByRole("button", { name: "Admin: ativar o modo de administração" }).click();
    await page
      .getByRole("navigation", { name: "Barra lateral" })
      .getByRole("region", { name: "Administração" })
      .getByRole("link", { name: "Recursos" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Recursos" }).waitFor();
    const list = page.getByRole("list", { name: "Recursos da barra lateral" });
    await list.getByRole("listitem").first().waitFor();
    expect(await list.getByRole("listitem").count()).toBe(originalOrder.length);
    await expectNoA11yViolations(page, "/admin/recursos");

    await page.getByRole("link", { name: "Nova página" }).click();
    await page.getByRole("heading", { level: 1, name: "Nova página" }).waitFor();
    await page.getByLabel("Título").fill(pageTitle);
    // The address follows the title.
    await expect.poll(() => page.getByLabel("Endereço").inputValue()).toBe(`calendario-de-leiloes-${stamp}`);
    await page.getByLabel("Posição na barra lateral").selectOption({ label: "Antes de “Wiki”" });
    const markdown = [
      "## Próximos pregões",
      "",
      "- Moedas do Império, lote 12",
      "- Relógios de bolso suíços",
      "",
      HOSTILE.script,
      "",
      HOSTILE.img,
      "",
      HOSTILE.markdownJsLink,
    ].join("\n");
    await page.getByLabel("Conteúdo (markdown)").fill(markdown);
    await page.getByRole("tab", { name: "Visualizar" }).click();
    await page.getByRole("tabpanel").getByRole("heading", { name: "Próximos pregões" }).waitFor();
    expect(withoutPlainImages(await injectedElements(page))).toEqual([]);
    await expectNoA11yViolations(page, "/admin/recursos/novo (visualizar)");
    await page.getByRole("button", { name: "Criar página" }).click();
    await page.getByText("Página criada!").waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/recursos");
    await list.getByRole("link", { name: pageTitle, exact: true }).waitFor();

    // The member sees it second in the Recursos section, and opens it.
    await member.goto("/");
    await sidebarResources(member).filter({ hasText: pageTitle }).waitFor();
    const titles = await resourceTitles(member);
    expect(titles.indexOf(pageTitle)).toBe(1);
    expect(titles.slice(0, 3)).toEqual(["Fornecedores", pageTitle, "Wiki"]);
    await sidebarResources(member).filter({ hasText: pageTitle }).click();
    await member.waitForURL(`**/recursos/calendario-de-leiloes-${stamp}`);
    await member.getByRole("heading", { level: 1, name: pageTitle }).waitFor();
    await member.getByRole("heading", { level: 2, name: "Próximos pregões" }).waitFor();
    await member.getByRole("listitem").filter({ hasText: "Relógios de bolso suíços" }).waitFor();
    expect(await member.getByRole("link", { name: "Editar página" }).count()).toBe(0);
    expect(withoutPlainImages(await injectedElements(member))).toEqual([]);
    expect(dialogs()).toBe(0);
    await expectNoA11yViolations(member, "/recursos/:slug");

    // The admin moves it one place down with the keyboard: after Wiki.
    const handle = page.getByRole("button", { name: `Reordenar ${pageTitle}` });
    await handle.focus();
    await page.keyboard.press("Space");
    await page.waitForTimeout(150);
    // Each press moves the row 25 px: two take its middle past the next row's.
    for (const _ of [1, 2]) {
      await page.keyboard.press("ArrowDown");
      await page.waitForTimeout(150);
    }
    await page.keyboard.press("Space");
    await page.getByText("Ordem dos recursos salva!").waitFor();
    await member.reload();
    await sidebarResources(member).filter({ hasText: pageTitle }).waitFor();
    expect((await resourceTitles(member)).slice(0, 3)).toEqual(["Fornecedores", "Wiki", pageTitle]);

    // Hidden, it leaves the member's sidebar and its address answers 404; the admin (in admin
    // mode) still lists it, marked.
    await page.getByRole("link", { name: `Editar ${pageTitle}` }).click();
    await page.getByRole("switch", { name: "Visível para os membros" }).click();
    await page.getByRole("button", { name: "Salvar página" }).click();
    await page.getByText("Página salva!").waitFor();
    await page
      .getByRole("navigation", { name: "Barra lateral" })
      .getByRole("region", { name: "Recursos" })
      .getByRole("link", { name: pageTitle })
      .getByRole("img", { name: "Oculto para membros" })
      .waitFor();
    await member.reload();
    await member.getByRole("heading", { level: 1, name: "Página não encontrada" }).waitFor();
    expect(await resourceTitles(member)).not.toContain(pageTitle);

    // Deleted, it leaves the admin's list too.
    await page.getByRole("button", { name: `Excluir ${pageTitle}` }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Excluir página").waitFor();
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await page.getByText("Página excluída.").waitFor();
    await list.getByRole("link", { name: pageTitle, exact: true }).waitFor({ state: "detached" });
    expect(await list.getByRole("listitem").count()).toBe(originalOrder.length);
    await page
      .getByRole("button", { name: "Sair do modo admin" })
      .click()
      .catch(() => undefined);
  });

  it("[FERRAMENTAS] admin adiciona uma ferramenta com link e arquivo; o membro a vê, acessa e baixa o arquivo", async () => {
    await page.goto("/recursos/ferramentas");
    await page.getByRole("heading", { level: 1, name: "Ferramentas" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Catálogos online" }).waitFor();
    await expectNoA11yViolations(page, "/recursos/ferramentas (admin)");

    await page.getByRole("button", { name: "Nova ferramenta" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova ferramenta" });
    await dialog.waitFor();
    await dialog.getByLabel("Nome", { exact: true }).fill(toolName);
    await dialog
      .getByLabel("Descrição")
      .fill("Modelo em PDF para registrar cada peça: origem, estado e valor pago.");
    await dialog.getByLabel("Categoria", { exact: true }).fill("Modelos para download");
    // A script link is refused in the dialog itself, with the shared message.
    await dialog.getByLabel("Link").fill(HOSTILE.jsLink);
    await dialog.getByRole("button", { name: "Adicionar ferramenta" }).click();
    await dialog.getByText("O link precisa começar com http:// ou https://.").waitFor();
    await dialog.getByLabel("Link").fill("https://exemplo.com.br/modelos/ficha");
    await dialog
      .getByLabel("Enviar arquivo")
      .setInputFiles({ name: "ficha-de-catalogacao.pdf", mimeType: "application/pdf", buffer: PDF });
    await dialog.getByText("Arquivo enviado.").waitFor();
    expect(await dialog.getByLabel("Nome do arquivo ao baixar").inputValue()).toBe(
      "ficha-de-catalogacao.pdf",
    );
    await expectNoA11yViolations(page, "Nova ferramenta (diálogo)");
    await dialog.getByRole("button", { name: "Adicionar ferramenta" }).click();
    await page.getByText("Ferramenta adicionada!").waitFor();
    await page.getByRole("heading", { level: 2, name: "Modelos para download" }).waitFor();

    // The member finds the card under its category, with both actions.
    await member.goto("/recursos/ferramentas");
    const section = member.getByRole("region", { name: "Modelos para download" });
    const card = section.getByRole("article", { name: toolName });
    await card.waitFor();
    expect(await member.getByRole("button", { name: "Nova ferramenta" }).count()).toBe(0);
    expect(await card.getByRole("button", { name: `Editar ${toolName}` }).count()).toBe(0);
    const access = card.getByRole("link", { name: `Acessar ${toolName} (abre em nova aba)` });
    expect(await access.getAttribute("href")).toBe("https://exemplo.com.br/modelos/ficha");
    expect(await access.getAttribute("target")).toBe("_blank");
    expect(await access.getAttribute("rel")).toBe("noopener noreferrer");
    const [download] = await Promise.all([
      member.waitForEvent("download"),
      card.getByRole("link", { name: "Baixar ficha-de-catalogacao.pdf" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("ficha-de-catalogacao.pdf");
    const saved = await download.path();
    expect(saved).toBeTruthy();
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(saved!).toString()).toBe(PDF.toString());
    await expectNoA11yViolations(member, "/recursos/ferramentas (membro)");

    // The admin deletes it; the member no longer sees it.
    await page.getByRole("button", { name: `Excluir ${toolName}` }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Excluir ferramenta").waitFor();
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await page.getByText("Ferramenta excluída.").waitFor();
    await member.reload();
    await member.getByRole("heading", { level: 2, name: "Catálogos online" }).waitFor();
    expect(await member.getByRole("article", { name: toolName }).count()).toBe(0);
  });
});
