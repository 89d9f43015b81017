import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import {
  admin,
  demoMember,
  launch,
  newContext,
  outboxLink,
  signIn,
  signUpAndConfirm,
} from "./support/browser";
import { chooseCsvToImport } from "./support/add-members";
import { unsubscribeToken } from "../apps/server/src/modules/notifications/unsubscribe-token";
import { apiCall } from "./support/api";
import { myId, publishedCourseWithVideo } from "./support/courses";
import { hotmartPurchase, sendHotmart, waitForDelivery } from "./support/sales";
import { thisServer } from "./support/server";

/**
 * Screenshots of the feed, space, members, profile-edit, course and AI agent screens (with the certificate PDF
 * drawn by pdftoppm when installed) in the three themes, on desktop and at 375 px, for
 * a person to look at. Only with SCREENSHOTS=1 (`npm run screenshots`); files go to
 * e2e/artifacts/screenshots.
 */
const OUT = path.resolve(import.meta.dirname, "artifacts/screenshots");
const THEMES = ["dark", "azul-escuro", "claro-padrao"] as const;
const WIDTHS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "mobile", width: 375, height: 812 },
] as const;

type Post = { id: string; media_type: string | null };

describe.runIf(inject("hasBrowser") && process.env.SCREENSHOTS === "1")("[TELAS] capturas", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    mkdirSync(OUT, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function settle(page: Page) {
    await page.waitForLoadState("networkidle").catch(() => undefined);
    await page.waitForTimeout(400);
  }

  /** A 375 px page in `theme`, signed in, and `shot(name)` saving `{name}-{theme}-mobile.png`. */
  async function signedInMobile(theme: (typeof THEMES)[number], email: string, password: string) {
    const context = await newContext(browser, { width: 375, height: 812 });
    await context.addInitScript((t) => localStorage.setItem("guilda-theme", t), theme);
    const page = await context.newPage();
    await signIn(page, email, password);
    const shot = async (name: string, fullPage = false) => {
      await settle(page);
      await page.screenshot({ path: path.join(OUT, `${name}-${theme}-mobile.png`), fullPage });
    };
    return { context, page, shot };
  }

  it("[TELAS] feed, composer, mídias, espaços e membros", async () => {
    for (const size of WIDTHS) {
      for (const theme of THEMES) {
        const context = await newContext(browser, { width: size.width, height: size.height });
        await context.addInitScript((t) => localStorage.setItem("guilda-theme", t), theme);
        const page = await context.newPage();
        await signIn(page, admin().email, admin().password);
        const posts = (await (await page.request.get("/api/posts?limit=50")).json()) as { items: Post[] };
        const byType = (type: string) => posts.items.find((p) => p.media_type === type)?.id;
        const shot = async (name: string) => {
          await settle(page);
          await page.screenshot({
            path: path.join(OUT, `${name}-${theme}-${size.name}.png`),
            fullPage: false,
          });
        };

        await page.goto("/");
        await page.getByRole("article").first().waitFor();
        await shot("feed");
        await page.getByText("O que você está pensando?").click();
        await page.getByLabel("Título da publicação").fill("Minha nova aquisição");
        await page.getByLabel("Mensagem").fill("Encontrei numa feira em Pirenópolis.");
        await page.getByLabel("Link de vídeo").fill("https://youtu.be/aqz-KE-bpKQ");
        await shot("composer");
        for (const type of ["image", "youtube"]) {
          const id = byType(type);
          if (!id) continue;
          await page.goto(`/post/${id}`);
          await page.getByRole("article").first().waitFor();
          await shot(`post-${type}`);
        }
        for (const slug of ["comece-por-aqui", "galeria", "bate-papo"]) {
          await page.goto(`/espaco/${slug}`);
          await page.getByRole("heading", { level: 1 }).waitFor();
          await shot(`space-${slug}`);
        }
        await page.goto("/admin/spaces");
        await page.getByRole("heading", { level: 1 }).waitFor();
        await shot("admin-spaces");

        await page.goto("/membros");
        await page.getByRole("list", { name: "Lista de membros" }).getByRole("article").first().waitFor();
        await shot("members-cards");
        const rafael = page.getByRole("article").filter({ hasText: "Rafael Nogueira" });
        await page.getByLabel("Buscar membros").fill("rafael");
        await rafael.waitFor();
        await rafael.getByRole("button", { name: "Gerenciar Acessos", exact: true }).click();
        await page.getByRole("dialog").waitFor();
        await shot("members-access-dialog");
        await page.keyboard.press("Escape");
        const csv = `Nome;Email\r\nJoão Teste;joao.${theme}.${size.name}@exemplo.com.br\r\nSem Email;invalido\r\n`;
        const dialog = await chooseCsvToImport(page, csv);
        await dialog.getByText(/carregado\(s\) com sucesso/).waitFor();
        await dialog.getByRole("group", { name: "Cursos liberados" }).getByRole("checkbox").first().check();
        await dialog.getByRole("button", { name: "Importar membros" }).click();
        await dialog.getByRole("table", { name: "Resultado por membro" }).waitFor();
        await shot("members-add-csv-results");
        await dialog.getByRole("button", { name: "Concluir" }).click();
        await page.getByRole("button", { name: "Tabela" }).click();
        await page.getByRole("table").waitFor();
        await shot("members-table");
        await page.getByRole("button", { name: "Cartões" }).click();
        await page.goto("/membros?q=rafael");
        await page.getByRole("link", { name: "Rafael Nogueira" }).first().click();
        await page.getByRole("heading", { level: 1, name: "Rafael Nogueira" }).waitFor();
        await shot("member-page");
        await context.close();
      }
    }
  });

  it("[TELAS] editar perfil e alterar senha", async () => {
    for (const size of WIDTHS) {
      for (const theme of THEMES) {
        const context = await newContext(browser, { width: size.width, height: size.height });
        await context.addInitScript((t) => localStorage.setItem("guilda-theme", t), theme);
        const page = await context.newPage();
        await signIn(page, admin().email, admin().password);
        const shot = async (name: string, fullPage = false) => {
          await settle(page);
          await page.screenshot({ path: path.join(OUT, `${name}-${theme}-${size.name}.png`), fullPage });
        };

        await page.goto("/perfil/editar");
        await page.getByRole("heading", { name: "Alterar senha" }).waitFor();
        await shot("profile-edit", true);
        // Only the browser's own checks: the admin's password is never changed here.
        const form = page.locator("form").filter({ has: page.getByLabel("Senha atual") });
        await form.getByLabel("Senha atual").fill("senha-atual");
        await form.getByLabel("Nova senha", { exact: true }).fill("1234567");
        await form.getByLabel("Confirmar nova senha").fill("outra");
        await form.getByRole("button", { name: "Alterar senha" }).click();
        await form.getByText("As senhas não coincidem.").waitFor();
        await form.getByRole("button", { name: "Alterar senha" }).scrollIntoViewIfNeeded();
        await shot("profile-edit-password-errors");
        await context.close();
      }
    }
  });

  it("[TELAS] cursos, aula, certificados e editor de cursos", async () => {
    let pdfDone = false;
    for (const size of WIDTHS) {
      for (const theme of THEMES) {
        const context = await newContext(browser, { width: size.width, height: size.height });
        await context.addInitScript((t) => localStorage.setItem("guilda-theme", t), theme);
        const page = await context.newPage();
        const member = demoMember();
        await signIn(page, member.email, member.password);
        const shot = async (name: string, fullPage = false) => {
          await settle(page);
          await page.screenshot({ path: path.join(OUT, `${name}-${theme}-${size.name}.png`), fullPage });
        };

        await page.goto("/cursos");
        await page.getByRole("main").getByRole("article").first().waitFor();
        await shot("courses-catalog", true);
        await page.goto("/cursos/vitrine");
        await page.getByRole("heading", { name: "Vitrine de cursos" }).waitFor();
        await shot("courses-showcase");
        await page.goto("/curso/pintura-estatuas");
        await page.getByRole("heading", { name: "Conteúdo do curso" }).waitFor();
        await shot("course-page", true);
        await page.getByRole("link", { name: /Continuar de onde parou/ }).click();
        await page
          .getByText(/Assista a \d+% do vídeo para concluir esta aula\.|Concluída em/)
          .first()
          .waitFor();
        await shot("lesson-page", true);
        await page.goto("/dashboard");
        await page.getByRole("heading", { name: "Meus cursos" }).waitFor();
        await shot("my-courses");
        await page.goto("/certificados");
        await page.getByRole("heading", { name: "Certificados", exact: true }).waitFor();
        await shot("certificates");
        const pdfLink = page.getByRole("link", { name: /^Baixar PDF do certificado de / }).first();
        const href = (await pdfLink.getAttribute("href"))!;
        const code = /GLD-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(href)![0];
        if (!pdfDone) {
          // The PDF itself, drawn as PNG with poppler's pdftoppm when the machine has it.
          const pdf = path.join(OUT, "certificate.pdf");
          writeFileSync(pdf, await (await page.request.get(href)).body());
          if (existsSync("/usr/bin/pdftoppm"))
            execFileSync("/usr/bin/pdftoppm", [
              "-png",
              "-r",
              "80",
              "-singlefile",
              pdf,
              path.join(OUT, "certificate-pdf"),
            ]);
          pdfDone = true;
        }
        await page.goto(`/certificados/${code}`);
        await page.getByRole("heading", { name: "Certificado válido" }).waitFor();
        await shot("certificate-verification");

        await page.goto("/");
        await page.getByRole("button", { name: "Menu do usuário" }).click();
        await page.getByRole("menuitem", { name: "Sair" }).click();
        await page.waitForURL(/\/auth\/login/);
        await signIn(page, admin().email, admin().password);
        await page.goto("/admin/courses");
        await page.getByRole("list", { name: "Cursos da comunidade" }).waitFor();
        await shot("admin-courses");
        await page
          .getByRole("list", { name: "Cursos da comunidade" })
          .getByRole("link", { name: "Pintura e acabamento de estátuas", exact: true })
          .click();
        await page.getByRole("tab", { name: "Conteúdo" }).click();
        await page.getByRole("list", { name: "Módulos do curso" }).waitFor();
        await shot("admin-course-editor", true);
        await page
          .getByRole("button", { name: /^Editar aula / })
          .first()
          .click();
        await page.getByRole("dialog").waitFor();
        await shot("admin-lesson-editor");
        await context.close();
      }
    }
  });

  it("[TELAS] agentes de IA: conversa com fontes, agente bloqueado e administração", async () => {
    for (const size of WIDTHS) {
      for (const theme of THEMES) {
        const context = await newContext(browser, { width: size.width, height: size.height });
        await context.addInitScript((t) => localStorage.setItem("guilda-theme", t), theme);
        const page = await context.newPage();
        const member = demoMember();
        await signIn(page, member.email, member.password);
        const shot = async (name: string, fullPage = false) => {
          await settle(page);
          await page.screenshot({ path: path.join(OUT, `${name}-${theme}-${size.name}.png`), fullPage });
        };

        await page.goto("/chatbot");
        const box = page.getByRole("textbox", { name: "Mensagem" });
        await box.waitFor();
        await shot("ai-chat-empty");
        await box.fill("Qual verniz usar em pele e tecidos?");
        await box.press("Enter");
        await page.waitForURL((url) => url.searchParams.has("c"));
        await page.getByRole("region", { name: "Fontes" }).first().waitFor();
        await shot("ai-chat", true);

        const agents = (await (await page.request.get("/api/ai-agents")).json()) as {
          id: string;
          name: string;
        }[];
        await page.goto(`/chat/agent/${agents.find((a) => a.name === "Restaurador Virtual")!.id}`);
        await page.getByRole("heading", { name: "Agente bloqueado para o seu plano" }).waitFor();
        await shot("ai-agent-locked");

        await page.getByRole("button", { name: "Menu do usuário" }).click();
        await page.getByRole("menuitem", { name: "Sair" }).click();
        await page.waitForURL(/\/auth\/login/);
        await signIn(page, admin().email, admin().password);
        await page.goto("/admin/ai-agents");
        const list = page.getByRole("list", { name: "Agentes de IA da comunidade" });
        await list.getByRole("link", { name: "Assistente da Guilda", exact: true }).first().waitFor();
        await shot("admin-ai-agents", true);
        await list.getByRole("link", { name: "Assistente da Guilda", exact: true }).first().click();
        await page.getByRole("textbox", { name: "Nome" }).waitFor();
        await shot("admin-ai-agent-editor", true);
        await context.close();
      }
    }
  });

  // The same browser serves every block.
  describe("[TELAS] gamificação (admin)", () => {
    it("[TELAS] /admin/gamificacao e o diálogo de missão a 375 px, nos três temas", async () => {
      for (const theme of THEMES) {
        const context = await newContext(browser, { width: 375, height: 812 });
        await context.addInitScript((t) => localStorage.setItem("guilda-theme", t), theme);
        const page = await context.newPage();
        await signIn(page, admin().email, admin().password);
        const shot = async (name: string, fullPage = false) => {
          await page.waitForLoadState("networkidle").catch(() => undefined);
          await page.waitForTimeout(400);
          await page.screenshot({ path: path.join(OUT, `${name}-${theme}-mobile.png`), fullPage });
        };
        await page.goto("/admin/gamificacao");
        await page.getByRole("group", { name: "Comentário em publicação" }).waitFor();
        await shot("admin-gamification", true);
        await page.getByRole("button", { name: "Nova missão" }).click();
        await page.getByRole("dialog", { name: "Nova missão" }).waitFor();
        await shot("admin-gamification-mission");
        await context.close();
      }
    });
  });

  describe("[TELAS] perfil, gamificação e notificações", () => {
    async function settle(page: Page) {
      await page.waitForLoadState("networkidle").catch(() => undefined);
      await page.waitForTimeout(400);
    }

    it("[TELAS] perfil, níveis, ranking, missões e notificações", async () => {
      // Things happen to the demo member first: a comment and a like on their post, a follow and a
      // mention, so the bell, /notificacoes and the mention link have something to show.
      const staff = await newContext(browser);
      await signIn(await staff.newPage(), admin().email, admin().password);
      const demo = demoMember();
      const memberContext = await newContext(browser);
      await signIn(await memberContext.newPage(), demo.email, demo.password);
      const me = await apiCall<{ user: { id: string }; profile: { username: string } }>(
        memberContext,
        "GET",
        "/api/me",
      );
      const target = await apiCall<{ id: string }>(memberContext, "POST", "/api/posts", {
        title: "Minha estante nova",
        content: "Três prateleiras só de miniaturas pintadas à mão.",
      });
      await memberContext.close();
      await apiCall(staff, "POST", `/api/posts/${target.id}/comments`, {
        content: "Que acabamento incrível!",
      });
      await apiCall(staff, "PUT", `/api/posts/${target.id}/like`);
      await apiCall(staff, "PUT", `/api/members/${me.user.id}/follow`, {});
      const mention = await apiCall<{ id: string }>(staff, "POST", "/api/posts", {
        title: "Encontro de colecionadores",
        content: `Quem vem no sábado? @${me.profile.username}, traga suas miniaturas!`,
      });
      await staff.close();
      const secret = readFileSync(
        path.join(path.dirname(thisServer().logFile), "auth-secret"),
        "utf8",
      ).trim();
      const unsubscribe = unsubscribeToken(secret, me.user.id, "all");

      for (const size of WIDTHS) {
        for (const theme of THEMES) {
          const context = await newContext(browser, { width: size.width, height: size.height });
          await context.addInitScript((t) => localStorage.setItem("guilda-theme", t), theme);
          const page = await context.newPage();
          await signIn(page, demo.email, demo.password);
          const shot = async (name: string, fullPage = false) => {
            await settle(page);
            await page.screenshot({ path: path.join(OUT, `${name}-${theme}-${size.name}.png`), fullPage });
          };

          await page.goto("/perfil");
          await page.getByRole("heading", { name: "Nível e pontos" }).waitFor();
          await shot("profile", true);
          await page.goto("/perfil/editar");
          await page.getByRole("heading", { name: "Notificações por e-mail" }).waitFor();
          await page.getByRole("switch").first().waitFor();
          await shot("profile-edit-member", true);
          await page.goto("/niveis");
          await page.getByRole("heading", { name: "Como ganhar pontos" }).waitFor();
          await shot("levels", true);
          await page.goto("/ranking");
          await page.getByRole("list", { name: /^Ranking/ }).waitFor();
          await shot("ranking");
          await page.getByRole("tab", { name: "Geral" }).click();
          await page.getByRole("list", { name: "Ranking: Geral" }).waitFor();
          await shot("ranking-all", true);
          await page.goto("/missoes");
          await page.getByRole("article").first().waitFor();
          await shot("missions", true);
          await page.goto(`/post/${mention.id}`);
          await page.getByRole("article").first().waitFor();
          await shot("post-mention");
          await page.goto("/notificacoes");
          await page.getByRole("list", { name: "Lista de notificações" }).waitFor();
          await shot("notifications", true);
          // Below 768 px the header's bell gives way to the phone bar's 'Notificações' (with the count).
          await page
            .getByRole("navigation", { name: "Navegação rápida" })
            .getByRole("link")
            .first()
            .waitFor();
          await shot("bottom-nav");
          // The e-mail's link: stops them, then 'Desfazer' turns them back on.
          await page.goto(`/notificacoes/cancelar-email?token=${encodeURIComponent(unsubscribe)}`);
          await page.getByRole("button", { name: "Desfazer" }).waitFor();
          await shot("unsubscribe");
          await page.getByRole("button", { name: "Desfazer" }).click();
          await page.getByText("Pronto! Você voltará a receber os e-mails de notificações.").waitFor();
          await page.goto("/notificacoes/cancelar-email?token=token-invalido.assinatura");
          await page.getByRole("heading", { name: "Link inválido" }).waitFor();
          await shot("unsubscribe-invalid");
          await context.close();
        }
      }
    });
  });

  describe("[TELAS] planos, regras e comunidade", () => {
    it("[TELAS] /pricing, o diálogo do plano, /regras (leitura e edição) e /comunidade a 375 px, nos três temas", async () => {
      const demo = demoMember();
      for (const theme of THEMES) {
        const open = (email: string, password: string) => signedInMobile(theme, email, password);

        // The member's view: their plan marked, the rules as read, the overview.
        const member = await open(demo.email, demo.password);
        await member.page.goto("/pricing");
        await member.page
          .getByRole("list", { name: "Planos disponíveis" })
          .getByRole("article")
          .first()
          .waitFor();
        await member.shot("pricing", true);
        await member.page.goto("/regras");
        await member.page.getByText(/^Atualizado em/).waitFor();
        await member.shot("rules", true);
        await member.page.goto("/comunidade");
        await member.page
          .getByRole("list", { name: "Espaços da comunidade" })
          .getByRole("article")
          .first()
          .waitFor();
        await member.shot("community", true);
        await member.context.close();

        // The admin's: the plan dialog and the rules editor with its preview (nothing is saved).
        const staff = await open(admin().email, admin().password);
        await staff.page.goto("/pricing");
        await staff.page.getByRole("button", { name: "Editar planos" }).click();
        await staff.shot("pricing-admin");
        await staff.page.getByRole("button", { name: /^Editar plano Premium/ }).click();
        await staff.page.getByRole("dialog").waitFor();
        await staff.shot("pricing-plan-dialog");
        await staff.page.keyboard.press("Escape");
        await staff.page.goto("/regras");
        await staff.page.getByRole("button", { name: "Editar regras" }).click();
        await staff.page.getByLabel("Regras (markdown)").waitFor();
        await staff.shot("rules-edit");
        await staff.page.getByRole("tab", { name: "Visualizar" }).click();
        await staff.page.getByRole("tabpanel").getByRole("heading").first().waitFor();
        await staff.shot("rules-edit-preview");
        await staff.context.close();
      }

      // The four plans side by side on a desktop, once.
      const context = await newContext(browser, { width: 1440, height: 900 });
      const page = await context.newPage();
      await signIn(page, demo.email, demo.password);
      await page.goto("/pricing");
      await page.getByRole("list", { name: "Planos disponíveis" }).getByRole("article").first().waitFor();
      await page.waitForLoadState("networkidle").catch(() => undefined);
      await page.screenshot({ path: path.join(OUT, "pricing-dark-desktop.png"), fullPage: true });
      await context.close();
    });
  });

  describe("[TELAS] sugestões", () => {
    it("[TELAS] /sugestoes (lista, Em alta, nova sugestão), uma sugestão com histórico e comentários, uma duplicada e o diálogo de status a 375 px, nos três temas", async () => {
      const demo = demoMember();
      type Item = { id: string; title: string; status: string; comment_count: number };
      for (const theme of THEMES) {
        const open = (email: string, password: string) => signedInMobile(theme, email, password);

        const member = await open(demo.email, demo.password);
        const items = (await apiCall<{ items: Item[] }>(member.context, "GET", "/api/suggestions?limit=50"))
          .items;
        const board = member.page.getByRole("list", { name: "Lista de sugestões" });
        await member.page.goto("/sugestoes");
        await board.getByRole("article").first().waitFor();
        await member.shot("suggestions");
        await member.shot("suggestions-full", true);
        await member.page.getByRole("tab", { name: "Em alta" }).click();
        await member.page.getByText("Mais votadas nos últimos 7 dias.").waitFor();
        await board.getByRole("article").first().waitFor();
        await member.shot("suggestions-trending");
        await member.page.getByRole("button", { name: "Nova sugestão" }).first().click();
        await member.page.getByRole("dialog", { name: "Nova sugestão" }).waitFor();
        await member.shot("suggestions-new");
        await member.page.keyboard.press("Escape");
        await member.page.goto("/sugestoes?busca=zzzz&status=planejada");
        await member.page.getByRole("heading", { name: "Nenhuma sugestão encontrada" }).waitFor();
        await member.shot("suggestions-empty");
        // The demo member's own suggestion, still 'Nova': they may edit it.
        const own = items.find((i) => i.title === "Exportar minha coleção em planilha");
        if (own) {
          await member.page.goto(`/sugestoes/${own.id}`);
          await member.page.getByRole("button", { name: "Editar" }).click();
          await member.page.getByRole("dialog", { name: "Editar sugestão" }).waitFor();
          await member.shot("suggestion-edit");
          await member.page.keyboard.press("Escape");
        }
        // A planned suggestion with the team's note, its history and comments.
        const planned = items.find((i) => i.status === "planejada" && i.comment_count > 0) ?? items[0]!;
        await member.page.goto(`/sugestoes/${planned.id}`);
        await member.page
          .getByRole("region", { name: "Comentários" })
          .getByRole("listitem")
          .first()
          .waitFor();
        await member.shot("suggestion");
        await member.shot("suggestion-full", true);
        const duplicate = items.find((i) => i.status === "duplicada");
        if (duplicate) {
          await member.page.goto(`/sugestoes/${duplicate.id}`);
          await member.page.getByText("Os votos desta sugestão foram somados à original.").waitFor();
          await member.shot("suggestion-duplicate");
        }
        await member.context.close();

        // The admin's status dialog, choosing an original for a duplicate (nothing is saved).
        const staff = await open(admin().email, admin().password);
        const fresh = items.find((i) => i.status === "nova") ?? items[0]!;
        await staff.page.goto(`/sugestoes/${fresh.id}`);
        await staff.page.getByRole("button", { name: "Alterar status" }).click();
        const dialog = staff.page.getByRole("dialog", { name: "Alterar status da sugestão" });
        await dialog.getByLabel("Novo status").selectOption("duplicada");
        await dialog.getByRole("radio").first().waitFor();
        await dialog.getByRole("radio").first().check();
        await dialog
          .getByLabel("Nota para quem votou (opcional)")
          .fill("Mesma ideia: os votos vão para a original.");
        await dialog.evaluate((element) => element.scrollTo(0, 0));
        await staff.shot("suggestion-status-dialog");
        await staff.context.close();
      }

      // The board on a desktop, once.
      const context = await newContext(browser, { width: 1440, height: 900 });
      const page = await context.newPage();
      await signIn(page, demo.email, demo.password);
      await page.goto("/sugestoes");
      await page.getByRole("list", { name: "Lista de sugestões" }).getByRole("article").first().waitFor();
      await page.waitForLoadState("networkidle").catch(() => undefined);
      await page.screenshot({ path: path.join(OUT, "suggestions-dark-desktop.png"), fullPage: false });
      await context.close();
    });
  });

  describe("[TELAS] fornecedores", () => {
    it("[TELAS] /recursos/fornecedores (diretório, busca, vazio), um fornecedor com avaliações, sugerir, minhas sugestões, a fila da equipe, recusar e editar a 375 px, nos três temas", async () => {
      const demo = demoMember();
      type Card = { id: string; name: string; rating_count: number };
      for (const theme of THEMES) {
        const open = (email: string, password: string) => signedInMobile(theme, email, password);

        // The member's view: the directory, a search without accents, nothing found, a supplier.
        const member = await open(demo.email, demo.password);
        const cards = member.page.getByRole("list", { name: "Fornecedores encontrados" });
        await member.page.goto("/recursos/fornecedores");
        await cards.getByRole("article").first().waitFor();
        await member.shot("suppliers");
        await member.shot("suppliers-full", true);
        await member.page.getByRole("searchbox", { name: "Buscar fornecedores" }).fill("relogios");
        await member.page.waitForURL((url) => url.searchParams.get("q") === "relogios");
        await cards.getByRole("article").first().waitFor();
        await member.shot("suppliers-search");
        await member.page.goto("/recursos/fornecedores?q=pneus&uf=AC");
        await member.page.getByText("Nenhum fornecedor encontrado").waitFor();
        await member.shot("suppliers-empty");
        const rated = (
          await apiCall<{ items: Card[] }>(member.context, "GET", "/api/suppliers?page_size=50")
        ).items.sort((a, b) => b.rating_count - a.rating_count)[0]!;
        await member.page.goto(`/recursos/fornecedores/${rated.id}`);
        await member.page
          .getByRole("list", { name: "Avaliações dos membros" })
          .getByRole("listitem")
          .first()
          .waitFor();
        await member.shot("supplier");
        await member.shot("supplier-full", true);
        await member.page.goto("/recursos/fornecedores/sugerir");
        await member.page.getByRole("heading", { level: 1, name: "Sugerir fornecedor" }).waitFor();
        await member.shot("supplier-new", true);
        // The form's own checks, before anything is sent.
        await member.page.getByLabel("Site").fill("javascript:alert(1)");
        await member.page.getByLabel("WhatsApp").fill("123");
        await member.page.getByRole("button", { name: "Enviar sugestão" }).click();
        await member.page.getByText("O site precisa ser um endereço http:// ou https://.").waitFor();
        await member.shot("supplier-new-errors", true);
        // The demo member's own suggestion, waiting.
        await member.page.goto("/recursos/fornecedores/sugestoes");
        await member.page.getByRole("heading", { level: 1, name: "Minhas sugestões" }).waitFor();
        await member.page.getByRole("article").first().waitFor();
        await member.shot("supplier-my-suggestions");
        await member.page.getByRole("article").first().getByRole("link").first().click();
        await member.page.getByText("Aguardando aprovação").waitFor();
        await member.shot("supplier-pending", true);
        await member.context.close();

        // The team's: the queue, a refused one, the reject dialog and the editor (nothing is saved).
        const staff = await open(admin().email, admin().password);
        await staff.page.goto("/recursos/fornecedores");
        await staff.page.getByRole("link", { name: /Sugestões pendentes/ }).waitFor();
        await staff.shot("suppliers-staff");
        await staff.page.goto("/recursos/fornecedores/sugestoes");
        await staff.page.getByRole("heading", { level: 1, name: "Sugestões de fornecedores" }).waitFor();
        await staff.page.getByRole("article").first().waitFor();
        await staff.shot("supplier-queue", true);
        await staff.page.getByRole("article").first().getByRole("button", { name: "Recusar" }).click();
        const dialog = staff.page.getByRole("dialog");
        await dialog
          .getByLabel("Motivo da recusa")
          .fill("Não encontramos referências de outros colecionadores.");
        await staff.shot("supplier-reject-dialog");
        await staff.page.keyboard.press("Escape");
        await staff.page.getByRole("tab", { name: "Recusadas" }).click();
        await staff.page.getByRole("article").first().waitFor();
        await staff.shot("supplier-queue-rejected");
        await staff.page.goto(`/recursos/fornecedores/${rated.id}`);
        await staff.page.getByRole("group", { name: "Ações da equipe" }).waitFor();
        await staff.shot("supplier-staff");
        await staff.page.goto(`/recursos/fornecedores/${rated.id}/editar`);
        await staff.page.getByLabel("Nome").waitFor();
        await staff.shot("supplier-edit", true);
        await staff.context.close();
      }

      // The directory on a desktop, once.
      const context = await newContext(browser, { width: 1440, height: 900 });
      const page = await context.newPage();
      await signIn(page, demo.email, demo.password);
      await page.goto("/recursos/fornecedores");
      await page
        .getByRole("list", { name: "Fornecedores encontrados" })
        .getByRole("article")
        .first()
        .waitFor();
      await page.waitForLoadState("networkidle").catch(() => undefined);
      await page.screenshot({ path: path.join(OUT, "suppliers-dark-desktop.png"), fullPage: false });
      await context.close();
    });
  });

  describe("[TELAS] wiki", () => {
    it("[TELAS] /recursos/wiki (índice, categorias), um artigo com índice, o editor, o histórico, uma revisão antiga e a comparação a 375 px, nos três temas", async () => {
      const demo = demoMember();
      const slug = "conservacao-de-moedas-e-cedulas";
      for (const theme of THEMES) {
        const open = (email: string, password: string) => signedInMobile(theme, email, password);

        // The member reads: the index, an article with its table of contents, the history.
        const member = await open(demo.email, demo.password);
        await member.page.goto("/recursos/wiki");
        await member.page
          .getByRole("region", { name: "Conservação e cuidados" })
          .getByRole("link")
          .first()
          .waitFor();
        await member.shot("wiki", true);
        await member.page.goto(`/recursos/wiki/${slug}`);
        await member.page.getByRole("heading", { name: "Armazenamento" }).waitFor();
        await member.shot("wiki-article");
        await member.shot("wiki-article-full", true);
        await member.page.getByRole("button", { name: "Neste artigo" }).click();
        await member.page
          .getByRole("navigation", { name: "Neste artigo" })
          .getByRole("link")
          .first()
          .waitFor();
        await member.shot("wiki-article-toc");
        await member.page.goto(`/recursos/wiki/${slug}/historico`);
        await member.page.getByRole("region", { name: "Revisões" }).getByRole("listitem").first().waitFor();
        await member.shot("wiki-history", true);
        await member.page.goto(`/recursos/wiki/${slug}/revisoes/1`);
        await member.page.getByText(/^Você está vendo a revisão 1/).waitFor();
        await member.shot("wiki-revision");
        await member.page.goto(`/recursos/wiki/${slug}/comparar?de=1&para=2`);
        await member.page.getByRole("row").filter({ hasText: "incluída" }).first().waitFor();
        await member.shot("wiki-diff", true);
        await member.context.close();

        // An editor's: the buttons, the categories dialog, the editor and its preview, a restore (nothing is saved).
        const staff = await open(admin().email, admin().password);
        await staff.page.goto("/recursos/wiki");
        await staff.page.getByRole("button", { name: "Categorias" }).click();
        await staff.page
          .getByRole("dialog", { name: "Categorias da wiki" })
          .getByRole("listitem")
          .first()
          .waitFor();
        await staff.shot("wiki-categories-dialog");
        await staff.page.keyboard.press("Escape");
        await staff.page.goto(`/recursos/wiki/${slug}`);
        await staff.page.getByRole("link", { name: "Editar" }).waitFor();
        await staff.shot("wiki-article-editor-view");
        await staff.page.goto(`/recursos/wiki/${slug}/editar`);
        await staff.page.getByLabel("Conteúdo (markdown)").waitFor();
        await staff.shot("wiki-edit");
        await staff.shot("wiki-edit-full", true);
        await staff.page.getByRole("tab", { name: "Visualizar" }).click();
        await staff.page.getByRole("tabpanel").getByRole("heading", { name: "Armazenamento" }).waitFor();
        await staff.shot("wiki-edit-preview");
        await staff.page.goto("/recursos/wiki/novo");
        await staff.page.getByLabel("Título").waitFor();
        await staff.page.getByLabel("Título").fill("Álbuns de selos: como escolher");
        await staff.shot("wiki-new");
        await staff.page.goto(`/recursos/wiki/${slug}/historico`);
        await staff.page
          .getByRole("button", { name: /^Restaurar Revisão/ })
          .first()
          .click();
        await staff.page.getByRole("alertdialog").waitFor();
        await staff.shot("wiki-restore-dialog");
        await staff.context.close();
      }

      // The article beside its table of contents on a desktop, once.
      const context = await newContext(browser, { width: 1440, height: 900 });
      const page = await context.newPage();
      await signIn(page, demo.email, demo.password);
      await page.goto(`/recursos/wiki/${slug}`);
      await page.getByRole("heading", { name: "Armazenamento" }).waitFor();
      await page.waitForLoadState("networkidle").catch(() => undefined);
      await page.screenshot({ path: path.join(OUT, "wiki-article-dark-desktop.png"), fullPage: true });
      await context.close();
    });
  });

  describe("[TELAS] recursos: páginas, ferramentas e barra lateral", () => {
    it("[TELAS] /recursos/ferramentas, uma página de recursos, a seção Recursos da barra lateral, /admin/recursos, o editor de página e o diálogo de ferramenta a 375 px, nos três temas", async () => {
      const demo = demoMember();
      for (const theme of THEMES) {
        const open = (email: string, password: string) => signedInMobile(theme, email, password);

        // The member's view: the tools, the fairs guide and the sidebar's Recursos section.
        const member = await open(demo.email, demo.password);
        await member.page.goto("/recursos/ferramentas");
        await member.page
          .getByRole("region", { name: "Catálogos online" })
          .getByRole("article")
          .first()
          .waitFor();
        await member.shot("tools", true);
        await member.page.goto("/recursos/guia-de-feiras-e-eventos");
        await member.page.getByRole("heading", { level: 1, name: "Guia de feiras e eventos" }).waitFor();
        await member.shot("resource-page", true);
        await member.page.getByRole("button", { name: "Alternar barra lateral" }).click();
        const section = member.page
          .getByRole("navigation", { name: "Barra lateral" })
          .getByRole("region", { name: "Recursos" });
        await section.getByRole("link", { name: "Guia de feiras e eventos" }).scrollIntoViewIfNeeded();
        await member.shot("sidebar-resources");
        await member.context.close();

        // The admin's: the list, a built-in's dialog, the page editor with its preview, the tool
        // dialog and the tools with their controls (nothing is saved).
        const staff = await open(admin().email, admin().password);
        await staff.page.goto("/admin/recursos");
        await staff.page
          .getByRole("list", { name: "Recursos da barra lateral" })
          .getByRole("listitem")
          .first()
          .waitFor();
        await staff.shot("admin-resources", true);
        await staff.page.getByRole("button", { name: "Editar Wiki" }).click();
        await staff.page.getByRole("dialog").waitFor();
        await staff.shot("admin-resources-built-in-dialog");
        await staff.page.keyboard.press("Escape");
        await staff.page.getByRole("link", { name: "Nova página" }).click();
        await staff.page.getByLabel("Título").fill("Glossário do colecionador");
        await staff.shot("admin-resources-new-page", true);
        await staff.page.goto("/admin/recursos");
        await staff.page.getByRole("link", { name: "Editar Guia de feiras e eventos" }).click();
        await staff.page.getByLabel("Conteúdo (markdown)").waitFor();
        await staff.page.getByRole("tab", { name: "Visualizar" }).click();
        await staff.page.getByRole("tabpanel").getByRole("heading").first().waitFor();
        await staff.shot("admin-resources-edit-preview", true);
        await staff.page.goto("/recursos/ferramentas");
        await staff.page.getByRole("button", { name: "Nova ferramenta" }).waitFor();
        await staff.shot("tools-admin");
        await staff.page.getByRole("button", { name: "Editar Numista" }).click();
        await staff.page.getByRole("dialog").waitFor();
        await staff.shot("tools-dialog");
        await staff.page.keyboard.press("Escape");
        await staff.context.close();
      }

      // The tools in columns on a desktop, once.
      const context = await newContext(browser, { width: 1440, height: 900 });
      const page = await context.newPage();
      await signIn(page, demo.email, demo.password);
      await page.goto("/recursos/ferramentas");
      await page.getByRole("region", { name: "Catálogos online" }).getByRole("article").first().waitFor();
      await page.waitForLoadState("networkidle").catch(() => undefined);
      await page.screenshot({ path: path.join(OUT, "tools-dark-desktop.png"), fullPage: true });
      await context.close();
    });
  });

  describe("[TELAS] eventos e calendário", () => {
    it("[TELAS] /calendario (mês, lista, link de assinatura), um evento com presença e lista de espera, e o editor a 375 px, nos três temas", async () => {
      const demo = demoMember();
      type Occurrence = {
        event_id: string;
        occurrence_at: string;
        starts_at: string;
        ends_at: string;
        title: string;
        capacity: number | null;
        status: string;
        is_recurring: boolean;
      };
      const now = new Date();
      const ahead = new Date(now.getTime() + 90 * 24 * 60 * 60 * 1000);
      for (const theme of THEMES) {
        const member = await signedInMobile(theme, demo.email, demo.password);
        const range = await apiCall<{ items: Occurrence[] }>(
          member.context,
          "GET",
          `/api/events?from=${encodeURIComponent(now.toISOString())}&to=${encodeURIComponent(ahead.toISOString())}`,
        );
        const upcoming = range.items.filter((e) => e.status === "scheduled");
        await member.page.goto("/calendario");
        await member.page.getByRole("heading", { level: 1, name: "Calendário" }).waitFor();
        await member.shot("calendar-month");
        await member.shot("calendar-month-full", true);
        await member.page.goto("/calendario?visao=lista");
        await member.page.getByRole("heading", { level: 2, name: "Próximos" }).waitFor();
        if (upcoming.length) await member.page.getByRole("article").first().waitFor();
        await member.shot("calendar-list");
        await member.shot("calendar-list-full", true);
        await member.page.goto("/calendario?visao=lista&periodo=passados");
        await member.page.getByRole("heading", { level: 2, name: "Passados" }).waitFor();
        await member.shot("calendar-past");
        await member.page.goto("/calendario");
        await member.page.getByRole("button", { name: "Mostrar meu link de assinatura" }).click();
        await member.page.getByLabel("Seu link de assinatura").waitFor();
        await member.page.getByRole("region", { name: "Assinar o calendário" }).scrollIntoViewIfNeeded();
        await member.shot("calendar-feed");
        // A full event with a waiting list if the demo has one, a recurring one, and any other.
        const full = upcoming.find((e) => e.capacity !== null);
        const recurring = upcoming.find((e) => e.is_recurring);
        const picks = [
          ["event", full ?? upcoming[0]],
          ["event-recurring", recurring],
        ] as const;
        for (const [name, event] of picks) {
          if (!event) continue;
          await member.page.goto(
            `/calendario/eventos/${event.event_id}?ocorrencia=${encodeURIComponent(event.occurrence_at)}`,
          );
          await member.page.getByRole("heading", { level: 1, name: event.title }).waitFor();
          await member.page.getByRole("group", { name: "Você vai?" }).waitFor();
          await member.shot(name);
          await member.shot(`${name}-full`, true);
        }
        await member.context.close();

        // Staff: the editor (nothing is saved) and the cancel confirmation.
        const staff = await signedInMobile(theme, admin().email, admin().password);
        await staff.page.goto("/calendario/eventos/novo");
        await staff.page.getByRole("heading", { level: 1, name: "Novo evento" }).waitFor();
        await staff.page.getByLabel("Título").fill("Encontro de colecionadores no Rio");
        await staff.page.getByLabel("Frequência").selectOption("weekly");
        await staff.shot("event-editor");
        await staff.shot("event-editor-full", true);
        const editable = upcoming[0];
        if (editable) {
          await staff.page.goto(`/calendario/eventos/${editable.event_id}`);
          await staff.page.getByRole("button", { name: "Cancelar evento" }).click();
          await staff.page.getByRole("alertdialog").waitFor();
          await staff.shot("event-cancel-dialog");
        }
        await staff.context.close();
      }

      // The month grid on a desktop, once.
      const context = await newContext(browser, { width: 1440, height: 900 });
      const page = await context.newPage();
      await signIn(page, demo.email, demo.password);
      await page.goto("/calendario");
      await page.getByRole("table").waitFor();
      await page.waitForLoadState("networkidle").catch(() => undefined);
      await page.screenshot({ path: path.join(OUT, "calendar-month-dark-desktop.png"), fullPage: true });
      await context.close();
    });
  });

  describe("[TELAS] busca", () => {
    it("[TELAS] /search-results (todos os grupos, um grupo com Ver mais, nada encontrado, a busca aberta no cabeçalho) a 375 px, nos três temas", async () => {
      const demo = demoMember();
      for (const theme of THEMES) {
        const member = await signedInMobile(theme, demo.email, demo.password);
        const { page } = member;
        // The header's search opened on a phone, with a question typed.
        await page.goto("/");
        await page.getByRole("button", { name: "Abrir a busca" }).click();
        await page.getByRole("searchbox", { name: "Buscar na comunidade" }).fill("restauração");
        await member.shot("search-header-open");
        await page.getByRole("searchbox", { name: "Buscar na comunidade" }).press("Enter");
        await page.getByRole("region", { name: "Posts e comentários" }).waitFor();
        await member.shot("search-results");
        await member.shot("search-results-full", true);
        await page.goto("/search-results?q=colecao&tipo=posts");
        await page
          .getByRole("region", { name: "Posts e comentários" })
          .getByRole("listitem")
          .first()
          .waitFor();
        await member.shot("search-group", true);
        await page.goto("/search-results?q=xilogravura%20marciana");
        await page.getByRole("heading", { name: /^Nada encontrado/ }).waitFor();
        await member.shot("search-empty", true);
        await member.context.close();
      }

      // Every group at once on a desktop, as the admin (the locked lesson included), once.
      const context = await newContext(browser, { width: 1440, height: 900 });
      const page = await context.newPage();
      await signIn(page, admin().email, admin().password);
      await page.goto("/search-results?q=manutencao");
      await page.getByRole("region", { name: "Cursos e aulas" }).waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(OUT, "search-results-dark-desktop.png"), fullPage: true });
      await context.close();
    });
  });

  describe("[TELAS] dashboard admin", () => {
    it("[TELAS] /admin (números, gráficos, tabela de um gráfico, 7 dias) e /membros com 'Exportar CSV' a 375 px, nos três temas", async () => {
      for (const theme of THEMES) {
        const staff = await signedInMobile(theme, admin().email, admin().password);
        const { page } = staff;
        await page.goto("/admin");
        await page.getByRole("heading", { level: 2, name: "Visão geral" }).waitFor();
        await page.locator("svg.recharts-surface").first().waitFor();
        await staff.shot("admin-dashboard");
        await staff.shot("admin-dashboard-full", true);
        await page.getByText("Ver em tabela").first().click();
        await page
          .getByRole("region", { name: "Publicações e comentários por dia" })
          .scrollIntoViewIfNeeded();
        await staff.shot("admin-dashboard-table");
        await page.getByRole("tab", { name: "7 dias" }).click();
        await page
          .getByRole("img", { name: /nos últimos 7 dias/ })
          .first()
          .waitFor();
        await page.locator("svg.recharts-surface").first().waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        await staff.shot("admin-dashboard-7d");
        await page.goto("/membros");
        await page.getByRole("link", { name: "Exportar CSV" }).waitFor();
        await staff.shot("members-export");
        await staff.context.close();
      }

      // The dashboard on a desktop, once.
      const context = await newContext(browser, { width: 1440, height: 900 });
      const page = await context.newPage();
      await signIn(page, admin().email, admin().password);
      await page.goto("/admin");
      await page.locator("svg.recharts-surface").first().waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(OUT, "admin-dashboard-dark-desktop.png"), fullPage: true });
      await context.close();
    });
  });

  describe("[TELAS] meus dados", () => {
    it("[TELAS] 'Privacidade e dados' em /perfil/editar (sem cópia, preparando, pronta, diálogo de exclusão) a 375 px, nos três temas", async () => {
      for (const theme of THEMES) {
        // A member of its own per theme: each shows every state of the copy from the start.
        const signUpContext = await newContext(browser);
        const { member: who } = await signUpAndConfirm(signUpContext);
        await signUpContext.close();
        const member = await signedInMobile(theme, who.email, who.password);
        const { page } = member;
        const region = page.getByRole("region", { name: "Baixar meus dados" });
        await page.goto("/perfil/editar#privacidade");
        await region.getByRole("button", { name: "Baixar meus dados" }).waitFor();
        await member.shot("privacy-section");
        await region.getByRole("button", { name: "Baixar meus dados" }).click();
        await region
          .getByText(/Preparando a sua cópia|Sua cópia está pronta/)
          .first()
          .waitFor();
        await page.screenshot({ path: path.join(OUT, `privacy-export-preparing-${theme}-mobile.png`) });
        await region.getByText("Sua cópia está pronta").waitFor();
        await page
          .locator("[data-sonner-toast]")
          .first()
          .waitFor({ state: "detached" })
          .catch(() => undefined);
        await member.shot("privacy-export-ready");
        await page.getByRole("button", { name: "Excluir minha conta" }).click();
        const dialog = page.getByRole("alertdialog");
        await dialog.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
        await dialog.getByLabel("Sua senha").fill("nao-e-esta");
        await dialog.getByRole("button", { name: "Excluir para sempre" }).click();
        await dialog.getByText("Senha incorreta.").waitFor();
        await member.shot("privacy-delete-dialog");
        await dialog.getByRole("button", { name: "Cancelar" }).click();
        await member.context.close();
      }

      // The section on a desktop, once.
      const signUpContext = await newContext(browser, { width: 1440, height: 900 });
      const { page } = await signUpAndConfirm(signUpContext);
      await page.goto("/perfil/editar#privacidade");
      await page.getByRole("region", { name: "Baixar meus dados" }).getByRole("button").first().click();
      await page.getByText("Sua cópia está pronta").waitFor();
      await page
        .locator("[data-sonner-toast]")
        .first()
        .waitFor({ state: "detached" })
        .catch(() => undefined);
      await settle(page);
      await page.screenshot({ path: path.join(OUT, "privacy-section-dark-desktop.png") });
      await signUpContext.close();
    });
  });
  describe("[TELAS] vendas", () => {
    it("[TELAS] /admin/vendas (ofertas, diálogo, integrações, segredo novo, entregas, detalhe) e as compras e origens de acesso do membro, no desktop e a 375 px, nos três temas", async () => {
      // Offers of the three providers, a member who bought, an invite that waits, a refused delivery.
      const stamp = Date.now().toString(36);
      const token = `hottok-telas-${stamp}`;
      const productId = String(2_000_000 + (Date.now() % 7_000_000));
      const staff = await newContext(browser);
      await signIn(await staff.newPage(), admin().email, admin().password);
      const { course } = await publishedCourseWithVideo(staff, `Retrato de estúdio ${stamp}`);
      await apiCall(staff, "PUT", "/api/admin/sales/providers/hotmart", { secret: token });
      const offerName = "Retrato de estúdio + Clube Premium";
      await apiCall(staff, "POST", "/api/admin/sales/offers", {
        name: offerName,
        provider: "hotmart",
        product_key: productId,
        offer_code: "k2x9pq7w",
        duration: "lifetime",
        course_ids: [course.id],
        ai_tier: "premium",
        grants_student: true,
      });
      await apiCall(staff, "POST", "/api/admin/sales/offers", {
        name: "Assinatura mensal de técnicas",
        provider: "stripe",
        product_key: `price_1Telas${stamp}`,
        duration: "subscription",
        categories: ["Técnicas"],
      });
      await apiCall(staff, "POST", "/api/admin/sales/offers", {
        name: "Kit iniciante (90 dias)",
        provider: "generic",
        product_key: `kit-iniciante-${stamp}`,
        duration: "days",
        days: 90,
        course_ids: [course.id],
      });
      const buyerContext = await newContext(browser);
      const { member: buyer } = await signUpAndConfirm(buyerContext);
      const buyerId = await myId(buyerContext);
      await buyerContext.close();
      const bought = hotmartPurchase({
        productId,
        transaction: `HP${stamp.toUpperCase()}77`,
        email: buyer.email,
        name: buyer.name,
      });
      await sendHotmart(bought, token);
      const invited = hotmartPurchase({
        productId,
        transaction: `HP${stamp.toUpperCase()}78`,
        email: `convidada.${stamp}@exemplo.com.br`,
        name: "Marta Convidada",
      });
      await sendHotmart(invited, token);
      await sendHotmart(invited, "token-errado-123456");
      await waitForDelivery(staff, bought.id);
      await waitForDelivery(staff, invited.id);
      await staff.close();

      for (const size of WIDTHS) {
        for (const theme of THEMES) {
          const context = await newContext(browser, { width: size.width, height: size.height });
          await context.addInitScript((t) => localStorage.setItem("guilda-theme", t), theme);
          const page = await context.newPage();
          await signIn(page, admin().email, admin().password);
          const shot = async (name: string, fullPage = false) => {
            await settle(page);
            await page.screenshot({ path: path.join(OUT, `${name}-${theme}-${size.name}.png`), fullPage });
          };

          await page.goto("/admin/vendas");
          await page.getByRole("list", { name: "Ofertas de venda" }).getByRole("listitem").first().waitFor();
          await shot("sales-offers", true);
          await page.getByRole("button", { name: `Editar oferta ${offerName}` }).click();
          await page.getByRole("dialog", { name: "Editar oferta" }).getByRole("checkbox").first().waitFor();
          await shot("sales-offer-dialog");
          await page.getByRole("button", { name: "Salvar oferta" }).scrollIntoViewIfNeeded();
          await shot("sales-offer-dialog-end");
          await page.keyboard.press("Escape");
          await page.getByRole("tab", { name: "Integrações" }).click();
          await page.getByRole("region", { name: "Hotmart" }).waitFor();
          await shot("sales-integrations", true);
          const generic = page.getByRole("region", { name: "Webhook genérico" });
          await generic.getByRole("button", { name: /^Gerar (novo )?segredo$/ }).click();
          const regenerate = page.getByRole("alertdialog", { name: "Gerar um novo segredo?" });
          const shown = page.getByRole("dialog", { name: "Novo segredo do webhook genérico" });
          await regenerate.or(shown).first().waitFor();
          if (await regenerate.isVisible()) {
            await shot("sales-regenerate-confirm");
            await regenerate.getByRole("button", { name: "Gerar novo segredo" }).click();
          }
          await shown.waitFor();
          await shot("sales-new-secret");
          await shown.getByRole("button", { name: "Já guardei o segredo" }).click();
          await page.getByRole("tab", { name: "Entregas" }).click();
          await page
            .getByRole("list", { name: "Entregas recebidas" })
            .getByRole("listitem")
            .first()
            .waitFor();
          await shot("sales-deliveries", true);
          await page
            .getByRole("button", { name: /^Detalhes da entrega PURCHASE_APPROVED/ })
            .first()
            .click();
          await page.getByRole("region", { name: "Corpo recebido" }).waitFor();
          await shot("sales-delivery-detail");
          await page.keyboard.press("Escape");
          await page
            .getByRole("button", { name: /^Detalhes da entrega Evento não identificado/ })
            .first()
            .click();
          await page
            .getByText("O corpo de uma notificação com assinatura inválida não é guardado.")
            .waitFor();
          await shot("sales-delivery-refused");
          await page.keyboard.press("Escape");

          await page.goto(`/membro/${buyerId}`);
          const purchases = page.getByRole("region", { name: "Compras" });
          await purchases.getByRole("listitem").first().waitFor();
          await purchases.scrollIntoViewIfNeeded();
          await shot("member-purchases");
          await page.getByRole("button", { name: "Gerenciar Acessos", exact: true }).click();
          await page
            .getByRole("list", { name: `Origens do acesso a ${course.title}` })
            .scrollIntoViewIfNeeded();
          await shot("member-access-sources");
          await page.keyboard.press("Escape");

          await page.goto("/admin");
          await page
            .getByRole("region", { name: "Áreas de administração" })
            .getByRole("link", { name: /^Vendas / })
            .scrollIntoViewIfNeeded();
          await shot("admin-dashboard-sales-card");
          await context.close();
        }
      }
    });
  });
  describe("[TELAS] cadastro", () => {
    it("[TELAS] 'Cadastro' no /admin, aviso da página de cadastro, espera pela aprovação e a lista em /membros, nos três temas, no desktop e a 375 px", async () => {
      const staffContext = await newContext(browser);
      const staffPage = await staffContext.newPage();
      await signIn(staffPage, admin().email, admin().password);
      const setPolicy = (join_policy: string) =>
        apiCall(staffContext, "PUT", "/api/admin/settings/join-policy", { join_policy });
      await setPolicy("approval");
      // Three sign-ups waiting (the first one's session is reused for the waiting page).
      const waiting: { email: string; password: string }[] = [];
      for (const name of ["Valéria Esperança", "Otávio Aguardo", "Helena Paciente"]) {
        const context = await newContext(browser);
        const page = await context.newPage();
        const id = `${Date.now().toString(36)}${waiting.length}`;
        const person = { email: `espera.${id}@exemplo.com.br`, password: "uma-senha-bem-forte" };
        await page.goto("/auth/cadastro");
        await page.getByLabel("Nome completo").fill(name);
        await page.getByLabel("Nome de usuário").fill(`espera.${id}`);
        await page.getByLabel("E-mail").fill(person.email);
        await page.getByLabel("Senha").fill(person.password);
        await page.getByRole("button", { name: "Criar conta" }).click();
        await page.getByText(/Depois de confirmar/).waitFor();
        await page.goto(await outboxLink(person.email, "/verify-email"));
        await page.getByRole("heading", { name: "Cadastro aguardando aprovação" }).waitFor();
        waiting.push(person);
        await context.close();
      }
      try {
        for (const size of WIDTHS) {
          for (const theme of THEMES) {
            const open = async () => {
              const context = await newContext(browser, { width: size.width, height: size.height });
              await context.addInitScript((t) => localStorage.setItem("guilda-theme", t), theme);
              return { context, page: await context.newPage() };
            };
            const shot = async (page: Page, name: string) => {
              await page
                .locator("[data-sonner-toast]")
                .first()
                .waitFor({ state: "detached" })
                .catch(() => undefined);
              await settle(page);
              await page.screenshot({ path: path.join(OUT, `${name}-${theme}-${size.name}.png`) });
            };

            const staff = await open();
            await signIn(staff.page, admin().email, admin().password);
            await staff.page.goto("/admin");
            await staff.page.getByRole("radiogroup", { name: "Quem pode se cadastrar" }).waitFor();
            await staff.page.getByRole("heading", { name: "Cadastro", exact: true }).evaluate((h) => {
              // The card's title just under the sticky header.
              h.scrollIntoView({ block: "start" });
              window.scrollBy(0, -96);
            });
            await shot(staff.page, "settings-join-policy");
            await staff.page.goto("/membros");
            await staff.page.getByRole("region", { name: "Aguardando aprovação" }).waitFor();
            await shot(staff.page, "members-pending");
            await staff.page
              .getByRole("button", { name: /^Recusar o cadastro de / })
              .first()
              .click();
            await staff.page.getByRole("alertdialog").waitFor();
            await shot(staff.page, "members-pending-refuse-dialog");
            await staff.context.close();

            const visitor = await open();
            await visitor.page.goto("/auth/cadastro");
            await visitor.page
              .getByText("Novos cadastros passam pela aprovação da equipe antes de entrar.")
              .waitFor();
            await shot(visitor.page, "sign-up-approval");
            await visitor.context.close();

            const person = await open();
            await person.page.goto("/auth/login");
            await person.page.getByLabel("E-mail").fill(waiting[0]!.email);
            await person.page.getByLabel("Senha").fill(waiting[0]!.password);
            await person.page.getByRole("button", { name: "Entrar", exact: true }).click();
            await person.page.getByRole("heading", { name: "Cadastro aguardando aprovação" }).waitFor();
            await shot(person.page, "waiting-approval");
            await person.context.close();
          }
        }
        await setPolicy("invite_only");
        for (const size of WIDTHS) {
          for (const theme of THEMES) {
            const context = await newContext(browser, { width: size.width, height: size.height });
            await context.addInitScript((t) => localStorage.setItem("guilda-theme", t), theme);
            const page = await context.newPage();
            await page.goto("/auth/cadastro");
            await page.getByRole("heading", { name: "Cadastro somente por convite ou compra" }).waitFor();
            await settle(page);
            await page.screenshot({ path: path.join(OUT, `sign-up-closed-${theme}-${size.name}.png`) });
            await context.close();
          }
        }
      } finally {
        await setPolicy("open");
        await staffContext.close();
      }
    });
  });
});
