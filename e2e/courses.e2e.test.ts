import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";
import { grantCourse, myId, publishedCourseWithVideo } from "./support/courses";

/** The lesson's <video> (uploaded files play in a plain video element inside media-chrome). */
const video = (page: Page) => page.locator("video[slot='media']");
const videoTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

/** Starts playback as a member would with the play button, muted so headless Chromium allows it. */
async function play(page: Page, rate = 1) {
  await video(page).evaluate(async (v: HTMLVideoElement, r: number) => {
    v.muted = true;
    v.playbackRate = r;
    await v.play();
  }, rate);
}

describe.runIf(inject("hasBrowser"))("[CURSOS] cursos, aulas e certificados", () => {
  let browser: Browser;
  let staff: BrowserContext;
  beforeAll(async () => {
    browser = await launch();
    staff = await newContext(browser);
    await signIn(await staff.newPage(), admin().email, admin().password);
  });
  afterAll(async () => {
    await staff?.close();
    await browser?.close();
  });

  it("[CURSOS] membro assiste a aula em arquivo além de 90%, retoma de onde parou, conclui o curso, baixa o PDF e o certificado é verificado sem login", async () => {
    const { course, video: lesson } = await publishedCourseWithVideo(
      staff,
      `Restauro de peças ${Date.now()}`,
    );
    const context = await newContext(browser);
    const { page } = await signUpAndConfirm(context);
    await grantCourse(staff, await myId(context), course.id);

    // The catalog shows the course; its page lists both lessons.
    await page.goto("/cursos");
    await page.getByRole("heading", { level: 1, name: "Cursos", exact: true }).waitFor();
    await page.getByRole("main").getByRole("link", { name: course.title, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: course.title }).waitFor();
    await expectNoA11yViolations(page, "página do curso");

    // Leaves mid-lesson: a pause saves the position, and 'Continuar de onde parou' resumes there.
    await page
      .getByRole("link", { name: /Vídeo de abertura/ })
      .first()
      .click();
    await page.getByRole("heading", { level: 1, name: "Vídeo de abertura" }).waitFor();
    await video(page).waitFor();
    // A video completes by being watched: no button completes it.
    await page.getByText("Assista a 90% do vídeo para concluir esta aula.").waitFor();
    expect(await page.getByRole("button", { name: "Marcar como concluída" }).count()).toBe(0);
    await play(page);
    await expect.poll(() => videoTime(page)).toBeGreaterThan(6);
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/api/lessons/${lesson.id}/progress`) && r.ok(),
    );
    await video(page).evaluate((v: HTMLVideoElement) => v.pause());
    const report = (await (await saved).json()) as { progress: { position_seconds: number } };
    const position = report.progress.position_seconds;
    expect(position).toBeGreaterThanOrEqual(6);
    await expectNoA11yViolations(page, "aula em vídeo");
    await page.getByRole("link", { name: "Voltar ao curso" }).first().click();
    await page.getByRole("link", { name: /Continuar de onde parou/ }).click();
    await page.getByRole("heading", { level: 1, name: "Vídeo de abertura" }).waitFor();
    await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(position - 1);
    expect(await videoTime(page)).toBeLessThan(position + 5);

    // Watches to the end: past 90 % of what was really played, the lesson completes by itself.
    await play(page, 2);
    await page.getByRole("button", { name: "Desmarcar conclusão" }).waitFor({ timeout: 60_000 });
    await page.getByText("Aula concluída!").first().waitFor();

    // The text lesson completes with the button, which completes the course and issues the certificate.
    await page.getByRole("link", { name: /Próxima aula/ }).click();
    await page.getByRole("heading", { level: 1, name: "Leitura complementar" }).waitFor();
    await page.getByRole("button", { name: "Marcar como concluída" }).click();
    await page.getByText("🎓 Curso concluído!").waitFor();
    // The lesson's discussion takes a comment, shown at once with the member's name.
    await page.getByLabel("Escreva um comentário sobre a aula").fill("Ótima aula, obrigada!");
    await page.getByRole("button", { name: "Comentar" }).click();
    const comment = page.getByRole("listitem").filter({ hasText: "Ótima aula, obrigada!" });
    await comment.getByText("Luana Ribeiro").waitFor();
    await comment.getByRole("button", { name: "Remover comentário de Luana Ribeiro" }).waitFor();
    // The course's page arrives with its answer, read after the lessons were completed.
    const asked: string[] = [];
    const record = (request: { url: () => string }) => void asked.push(new URL(request.url()).pathname);
    page.on("request", record);
    await page.goto(`/curso/${course.slug}`);
    await expect.poll(() => page.getByText("Concluída", { exact: true }).count()).toBe(2);
    page.off("request", record);
    expect(asked).not.toContain(`/api/courses/${course.slug}`);
    expect(asked).toContain(`/curso/${course.slug}`);

    await page.goto("/certificados");
    await page.getByRole("heading", { name: "Certificados", exact: true }).waitFor();
    await expectNoA11yViolations(page, "certificados");
    const pdfLink = page.getByRole("link", { name: `Baixar PDF do certificado de ${course.title}` });
    const href = (await pdfLink.getAttribute("href"))!;
    const pdf = await context.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const code = /GLD-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(href)![0];
    await context.close();

    // Anyone can verify it, signed out, in any case.
    const visitor = await newContext(browser);
    const open = await visitor.newPage();
    await open.goto(`/certificados/${code.toLowerCase()}`);
    await open.getByRole("heading", { name: "Certificado válido" }).waitFor();
    await open.getByText(course.title).waitFor();
    await open.getByText("Luana Ribeiro").waitFor();
    await expectNoA11yViolations(open, "verificação de certificado");
    await open.goto("/certificados/GLD-0000-0000");
    await open.getByRole("heading", { name: "Certificado não encontrado" }).waitFor();
    await visitor.close();
  });

  it("[CURSOS] membro sem acesso vê o cadeado e a aula é recusada", async () => {
    const { course, video: lesson } = await publishedCourseWithVideo(staff, `Curso fechado ${Date.now()}`);
    const context = await newContext(browser);
    const { page } = await signUpAndConfirm(context);
    await page.goto("/cursos");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: course.title, exact: true }) });
    await card.getByText("Sem acesso").waitFor();
    await expectNoA11yViolations(page, "catálogo de cursos");
    await page.goto(`/curso/${course.slug}/aula/${lesson.slug}`);
    await page.getByRole("heading", { name: "Aula bloqueada" }).waitFor();
    await page.getByText("Você não tem acesso a este curso.").waitFor();
    expect(await video(page).count()).toBe(0);
    const api = await context.request.get(`/api/courses/${course.slug}/lessons/${lesson.slug}`);
    expect(api.status()).toBe(403);
    expect(((await api.json()) as { code: string }).code).toBe("COURSE_LOCKED");
    await context.close();
  });

  it("[CURSOS] admin cria curso com dois módulos e três aulas, reordena pelo teclado, publica, e o membro o vê em Novos cursos", async () => {
    const title = `Pintura em miniatura ${Date.now()}`;
    const page = await staff.newPage();
    await page.goto("/admin/courses");
    await page.getByRole("button", { name: "Novo curso" }).click();
    const create = page.getByRole("dialog");
    await create.getByLabel("Título").fill(title);
    await create.getByRole("button", { name: "Criar curso" }).click();
    await page.getByRole("heading", { name: title }).first().waitFor();
    await page.getByRole("tab", { name: "Conteúdo" }).click();

    for (const module of ["Preparação", "Acabamento"]) {
      await page.getByLabel("Novo módulo").fill(module);
      await page.getByRole("button", { name: "Adicionar módulo" }).click();
      await page.getByText("Módulo criado").first().waitFor();
      await page.getByRole("button", { name: `Reordenar módulo ${module}` }).waitFor();
    }
    const lessons: [string, string][] = [
      ["Preparação", "Limpeza da peça"],
      ["Preparação", "Primer"],
      ["Acabamento", "Verniz"],
    ];
    for (const [module, lesson] of lessons) {
      await page.getByRole("button", { name: `Nova aula em ${module}` }).click();
      const editor = page.getByRole("dialog");
      await editor.getByLabel("Título").fill(lesson);
      await editor.getByText("Texto", { exact: true }).click();
      if (lesson === "Limpeza da peça") {
        // The preview is the server's rendering, as members will see it.
        await editor.getByLabel("Conteúdo").fill("## Antes de tudo\n\nUse **álcool isopropílico**.");
        await editor.getByRole("tab", { name: "Visualizar" }).click();
        await editor.getByText("álcool isopropílico").waitFor();
        expect(await editor.locator("strong").filter({ hasText: "álcool isopropílico" }).count()).toBe(1);
      }
      await editor.getByRole("button", { name: "Criar aula" }).click();
      await page.getByText("Aula criada!").first().waitFor();
      await editor.waitFor({ state: "detached" });
    }
    const firstModule = page.getByRole("list", { name: "Aulas de Preparação" });
    const order = () =>
      firstModule
        .getByRole("button", { name: /^Reordenar aula / })
        .evaluateAll((handles) => handles.map((h) => h.getAttribute("aria-label")));
    expect(await order()).toEqual(["Reordenar aula Limpeza da peça", "Reordenar aula Primer"]);
    const handle = page.getByRole("button", { name: "Reordenar aula Primer" });
    // Pick up, move up until the list announces the first position, drop: what a screen reader's
    // user does. On a busy machine a press can reach the list before the drag has measured it
    // (nothing moves): then the member presses again, or picks it up again.
    const atTop = page.getByText("Aula Primer movido para a posição 1 de 2.");
    await expect
      .poll(
        async () => {
          if ((await order())[0] === "Reordenar aula Primer") return order();
          await handle.focus();
          await page.keyboard.press("Space");
          // The handle says it is pressed once the drag has really started.
          await expect.poll(() => handle.getAttribute("aria-pressed")).toBe("true");
          for (let press = 0; press < 4 && (await atTop.count()) === 0; press += 1) {
            await page.keyboard.press("ArrowUp");
            await atTop.waitFor({ timeout: 2_000 }).catch(() => undefined);
          }
          await page.keyboard.press("Space");
          await expect.poll(() => handle.getAttribute("aria-pressed")).not.toBe("true");
          return order();
        },
        { timeout: 90_000, interval: 1_000 },
      )
      .toEqual(["Reordenar aula Primer", "Reordenar aula Limpeza da peça"]);
    await page.getByText("Ordem atualizada").first().waitFor();
    await expectNoA11yViolations(page, "editor de curso");
    await page.reload();
    await page.getByRole("tab", { name: "Conteúdo" }).click();
    await expect.poll(order).toEqual(["Reordenar aula Primer", "Reordenar aula Limpeza da peça"]);

    await page.goto("/admin/courses");
    await page.getByRole("switch", { name: `Publicar ${title}` }).click();
    await page.getByText("Curso publicado!").first().waitFor();
    await expectNoA11yViolations(page, "admin de cursos");
    await page.close();

    const context = await newContext(browser);
    const { page: member } = await signUpAndConfirm(context);
    await member.goto("/novos-cursos");
    await member.getByRole("heading", { name: "Novos cursos" }).waitFor();
    await member.getByText(title).first().waitFor();
    await expectNoA11yViolations(member, "novos cursos");
    await context.close();
  });
});
