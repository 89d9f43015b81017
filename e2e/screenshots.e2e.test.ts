import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { admin, demoMember, launch, newContext, signIn } from "./support/browser";
import { chooseCsvToImport } from "./support/add-members";
import { unsubscribeToken } from "../apps/server/src/modules/notifications/unsubscribe-token";
import { apiCall } from "./support/api";

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
        await page.getByRole("button", { name: /Marcar como concluída|Desmarcar conclusão/ }).waitFor();
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
      const secret = readFileSync(path.join(path.dirname(inject("logFile")), "auth-secret"), "utf8").trim();
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
          await page
            .getByRole("banner")
            .getByRole("button", { name: /^Notificações/ })
            .click();
          await page.getByRole("menu").getByRole("menuitem").first().waitFor();
          await shot("notifications-menu");
          await page.keyboard.press("Escape");
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
        const open = async (email: string, password: string) => {
          const context = await newContext(browser, { width: 375, height: 812 });
          await context.addInitScript((t) => localStorage.setItem("guilda-theme", t), theme);
          const page = await context.newPage();
          await signIn(page, email, password);
          const shot = async (name: string, fullPage = false) => {
            await page.waitForLoadState("networkidle").catch(() => undefined);
            await page.waitForTimeout(400);
            await page.screenshot({ path: path.join(OUT, `${name}-${theme}-mobile.png`), fullPage });
          };
          return { context, page, shot };
        };

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

  // SCREENSHOTS:suggestions

  // SCREENSHOTS:suppliers

  // SCREENSHOTS:wiki

  // SCREENSHOTS:tools-pages
});
