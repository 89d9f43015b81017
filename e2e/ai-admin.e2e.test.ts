import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";
import { myId } from "./support/courses";

/** A demo course (seed) whose preview lesson explains the conservation scale. */
const SCOPED_COURSE = { title: "Como avaliar o estado de uma peça", slug: "avaliar-estado" };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type SidebarAgent = { id: string; name: string; locked: boolean };

/** The sidebar's list as the signed-in person of `context` receives it. */
async function sidebarAgents(context: BrowserContext): Promise<SidebarAgent[]> {
  const response = await context.request.get("/api/ai-agents");
  expect(response.ok()).toBe(true);
  return (await response.json()) as SidebarAgent[];
}

/**
 * How far the page scrolls sideways (0 when it fits), with the widest elements that stick out
 * of the viewport named, so a failure says what to fix.
 */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const culprits = Array.from(document.body.querySelectorAll<HTMLElement>("*"))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(-5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 80)}`);
    return { overflow: root.scrollWidth - root.clientWidth, culprits };
  });
}

/** Every alert() that opened (none may: nothing an admin typed may ever run). */
function recordDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on("dialog", (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

describe.runIf(inject("hasBrowser"))("[AGENTES] administração dos agentes de IA", () => {
  let browser: Browser;
  let staff: BrowserContext;
  let page: Page;
  let dialogs: string[] = [];
  beforeAll(async () => {
    browser = await launch();
    staff = await newContext(browser);
    page = await staff.newPage();
    dialogs = recordDialogs(page);
    await signIn(page, admin().email, admin().password);
  });
  afterAll(async () => {
    await staff?.close();
    await browser?.close();
  });

  const agentName = `Avaliador de peças ${Date.now().toString(36)}`;
  const agentRow = () =>
    page
      .getByRole("list", { name: "Agentes de IA da comunidade" })
      .getByRole("listitem")
      .filter({ hasText: agentName });

  it("[AGENTES] admin cria um agente premium com escopo de um curso, vê na lista e na barra lateral, e o testa como premium (resposta offline com fonte) e como trial (recusa)", async () => {
    await page.goto("/admin/ai-agents");
    await page.getByRole("heading", { level: 1, name: "Agentes de IA" }).waitFor();
    // No provider in the test server: the page says so instead of naming a model.
    await page.getByText("Modo offline: nenhum provedor de IA configurado").waitFor();
    await page.getByRole("link", { name: "Novo agente" }).click();
    await page.getByRole("heading", { level: 1, name: "Novo agente" }).waitFor();

    await page.getByLabel("Nome", { exact: true }).fill(agentName);
    await page.getByLabel("Descrição").fill("Tira dúvidas sobre o estado de conservação das peças.");
    // The icon comes from the app's set, found by its Portuguese name in a searchable list.
    await page.getByRole("img", { name: "Sem ícone: usa o padrão" }).waitFor();
    await page.getByRole("button", { name: "Escolher da lista" }).click();
    const picker = page.getByRole("dialog", { name: "Escolher ícone" });
    await picker.getByLabel("Buscar ícone").fill("xyz");
    await picker.getByText("Nenhum ícone encontrado. Tente outra palavra.").waitFor();
    await picker.getByLabel("Buscar ícone").fill("paleta");
    await picker.getByRole("radio", { name: "Paleta de cores" }).check();
    expect(await picker.getByRole("radio").count()).toBe(1);
    await expectNoA11yViolations(page, "editor de agente (escolher ícone)");
    await picker.getByRole("button", { name: "Usar este ícone" }).click();
    await picker.waitFor({ state: "detached" });
    await page.getByRole("img", { name: "Prévia do ícone" }).waitFor();
    await page.getByLabel("Nível necessário").selectOption("premium");
    await page.getByRole("radio", { name: "Cursos e espaços escolhidos" }).check();
    await page.getByRole("checkbox", { name: SCOPED_COURSE.title }).check();
    await page
      .getByLabel("Instruções (prompt do sistema)")
      .fill("Você ajuda colecionadores a avaliar o estado das peças.");
    await page
      .getByLabel("Mensagem de boas-vindas")
      .fill("Olá! Pergunte sobre a conservação das suas peças.");
    await page.getByRole("button", { name: "Adicionar pergunta" }).click();
    await page.getByLabel("Pergunta sugerida 1", { exact: true }).fill("O que significa C8?");
    await page.getByRole("button", { name: "Adicionar pergunta" }).click();
    await page.getByRole("button", { name: "Remover pergunta sugerida 2" }).click();
    expect(await page.getByLabel("Pergunta sugerida 2", { exact: true }).count()).toBe(0);
    await expectNoA11yViolations(page, "editor de agente (novo)");

    const [created] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().endsWith("/api/admin/ai-agents"),
      ),
      page.getByRole("button", { name: "Criar agente" }).click(),
    ]);
    expect(created.status()).toBe(201);
    const agent = (await created.json()) as {
      id: string;
      icon: string | null;
      course_ids: string[];
      suggested_questions: string[];
    };
    expect(agent.course_ids).toHaveLength(1);
    expect(agent.suggested_questions).toEqual(["O que significa C8?"]);
    expect(agent.icon).toBe("palette");
    await page.getByText("Agente criado!").first().waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/ai-agents");

    // The list: the icon of the set, tier badge, active, scope of one course.
    const row = agentRow();
    await row.waitFor();
    await row.getByText("Premium", { exact: true }).waitFor();
    await row.getByText("1 curso e 0 espaços", { exact: false }).waitFor();
    expect(
      await row.getByRole("switch", { name: `Agente ${agentName} ativo` }).getAttribute("aria-checked"),
    ).toBe("true");
    await row.locator("svg.lucide-palette").waitFor();
    expect(await row.locator("img, script").count()).toBe(0);

    // The usage table has the new agent (no use yet), for 7 and 30 days.
    const usage7 = page.getByRole("table", { name: "Uso por agente nos últimos 7 dias" });
    await usage7.getByRole("rowheader", { name: agentName }).waitFor();
    await page.getByRole("tab", { name: "Últimos 30 dias" }).click();
    const usage30 = page.getByRole("table", { name: "Uso por agente nos últimos 30 dias" });
    const usageRow = usage30
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: agentName }) });
    await usageRow.waitFor();
    expect(await usageRow.getByRole("cell").allTextContents()).toEqual(["0", "0", "0", "0", "0", "0"]);
    await page.getByRole("heading", { name: "Limites por nível" }).waitFor();
    await page.getByLabel("Teste: mensagens por 24 h").waitFor();
    await expectNoA11yViolations(page, "lista de agentes");

    // The sidebar lists it (active agents, for everyone).
    const sidebar = page.getByRole("navigation", { name: "Barra lateral" });
    await sidebar.getByRole("link", { name: new RegExp(escape(agentName)) }).waitFor();

    // Opens it from the list.
    await row.getByRole("link", { name: agentName, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: agentName }).waitFor();
    expect(await page.getByRole("checkbox", { name: SCOPED_COURSE.title }).isChecked()).toBe(true);
    expect(await page.getByLabel("Pergunta sugerida 1", { exact: true }).inputValue()).toBe(
      "O que significa C8?",
    );
    await page.getByRole("heading", { name: "Testar" }).waitFor();
    await expectNoA11yViolations(page, "editor de agente");

    // As a premium member: an offline answer made of the course's passages, with its sources.
    await page.getByLabel("Testar como").selectOption("premium");
    await page.getByLabel("Pergunta", { exact: true }).fill("Como funciona a escala de conservação?");
    const test = (tier: string) =>
      page.waitForResponse(
        (r) =>
          r.request().method() === "POST" &&
          r.url().endsWith(`/api/admin/ai-agents/${agent.id}/test`) &&
          (r.request().postDataJSON() as { tier: string }).tier === tier,
      );
    const [premiumTest] = await Promise.all([
      test("premium"),
      page.getByRole("button", { name: "Testar" }).click(),
    ]);
    expect(premiumTest.ok()).toBe(true);
    const answer = page.getByRole("region", { name: "Resposta" });
    await answer
      .getByText(/^Modo offline/)
      .first()
      .waitFor();
    const sources = answer.getByRole("list").last();
    const citation = sources.getByRole("link").first();
    await citation.waitFor();
    expect(await citation.getAttribute("href")).toContain(`/curso/${SCOPED_COURSE.slug}`);
    await expectNoA11yViolations(page, "editor de agente com resposta do teste");

    // As a trial member: refused, as a member below the agent's tier would be.
    await page.getByLabel("Testar como").selectOption("trial");
    const [trialTest] = await Promise.all([
      test("trial"),
      page.getByRole("button", { name: "Testar" }).click(),
    ]);
    expect(trialTest.ok()).toBe(true);
    expect(((await trialTest.json()) as { allowed: boolean }).allowed).toBe(false);
    await page.getByText("Resposta recusada").waitFor();
    expect(await answer.count()).toBe(0);

    // A new member (trial) sees it locked until an admin raises their tier in 'Gerenciar Acessos'.
    const memberContext = await newContext(browser);
    const { page: memberPage, member } = await signUpAndConfirm(memberContext);
    const memberId = await myId(memberContext);
    const lockedFor = async () => (await sidebarAgents(memberContext)).find((a) => a.id === agent.id)?.locked;
    expect(await lockedFor()).toBe(true);

    await page.goto(`/membros?q=${encodeURIComponent(member.username)}`);
    const card = page.getByRole("list", { name: "Lista de membros" }).getByRole("article").filter({
      hasText: member.name,
    });
    await card.getByRole("button", { name: "Gerenciar Acessos", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Gerenciar Acessos - ${member.name}` });
    const tier = dialog.getByLabel("Nível dos agentes de IA");
    await tier.waitFor();
    expect(await tier.inputValue()).toBe("trial");
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === "PUT" && r.url().endsWith(`/members/${memberId}/ai-tier`),
      ),
      tier.selectOption("premium"),
    ]);
    expect(saved.ok()).toBe(true);
    await page.getByText("Nível atualizado!").first().waitFor();
    await expect.poll(() => tier.isEnabled()).toBe(true);
    await expectNoA11yViolations(page, "Gerenciar Acessos com o nível de IA");
    await dialog.getByRole("button", { name: "Fechar" }).first().click();
    // Reopened, the dialog reads the saved tier back; the member now has the agent unlocked.
    await card.getByRole("button", { name: "Gerenciar Acessos", exact: true }).click();
    await tier.waitFor();
    await expect.poll(() => tier.inputValue()).toBe("premium");
    expect(await lockedFor()).toBe(false);
    await memberPage.close();
    await memberContext.close();
    expect(dialogs).toEqual([]);
  });

  it("[AGENTES] a lista de agentes cabe em 375 px sem rolagem horizontal", async () => {
    const narrow = await newContext(browser, { width: 375, height: 812 });
    const phone = await narrow.newPage();
    await signIn(phone, admin().email, admin().password);
    await phone.goto("/admin/ai-agents");
    await phone.getByRole("heading", { level: 1, name: "Agentes de IA" }).waitFor();
    await phone.getByRole("list", { name: "Agentes de IA da comunidade" }).waitFor();
    await phone.getByRole("table").waitFor();
    await phone.getByRole("heading", { name: "Limites por nível" }).waitFor();
    const list = await horizontalOverflow(phone);
    expect(list.overflow, list.culprits.join("\n")).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(phone, "lista de agentes em 375 px");
    await phone.goto("/admin/ai-agents/novo");
    await phone.getByRole("heading", { level: 1, name: "Novo agente" }).waitFor();
    const editor = await horizontalOverflow(phone);
    expect(editor.overflow, editor.culprits.join("\n")).toBeLessThanOrEqual(0);
    await narrow.close();
  });

  it("[AGENTES] admin muda um limite por nível, desativa e exclui um agente", async () => {
    await page.goto("/admin/ai-agents");
    const enterprise = page.getByLabel("Empresarial: mensagens por 24 h");
    await enterprise.waitFor();
    const before = Number(await enterprise.inputValue());
    const saveQuotas = async () => {
      const [saved] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === "PUT" && r.url().endsWith("/api/admin/ai-agents/quotas"),
        ),
        page.getByRole("button", { name: "Salvar limites" }).click(),
      ]);
      expect(saved.ok()).toBe(true);
      return (await saved.json()) as { quotas: { tier: string; messages_per_day: number }[] };
    };
    await enterprise.fill(String(before + 7));
    const raised = await saveQuotas();
    expect(raised.quotas.find((q) => q.tier === "enterprise")?.messages_per_day).toBe(before + 7);
    expect(raised.quotas.map((q) => q.tier)).toEqual(["trial", "basic", "premium", "enterprise"]);
    await page.getByText("Limites salvos!").first().waitFor();
    await page.reload();
    await expect.poll(() => enterprise.inputValue()).toBe(String(before + 7));
    await enterprise.fill(String(before));
    const restored = await saveQuotas();
    expect(restored.quotas.find((q) => q.tier === "enterprise")?.messages_per_day).toBe(before);

    // Deactivated: gone from the sidebar, still in the admin list.
    const row = agentRow();
    const active = row.getByRole("switch", { name: `Agente ${agentName} ativo` });
    await active.click();
    await expect.poll(() => active.getAttribute("aria-checked")).toBe("false");
    await row.getByText("Inativo", { exact: false }).first().waitFor();
    await expect.poll(async () => (await sidebarAgents(staff)).some((a) => a.name === agentName)).toBe(false);

    // Deleted after confirming.
    await row.getByRole("button", { name: `Excluir ${agentName}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Excluir agente" });
    await confirm.getByText(agentName, { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Excluir", exact: true }).click();
    await page.getByText("Agente excluído.").first().waitFor();
    await expect.poll(() => agentRow().count()).toBe(0);
  });
});
