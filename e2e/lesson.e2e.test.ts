import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoA11yViolations } from "./support/axe";
import { admin, baseURL, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";
import { call, grantCourse, myId, recordedVideo } from "./support/courses";

const THEMES = ["dark", "azul-escuro", "claro-padrao"] as const;
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/** The lesson's <video> (uploaded files play in a plain video element inside media-chrome). */
const video = (page: Page) => page.locator("video[slot='media']");
const videoTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

async function play(page: Page, rate = 1) {
  await video(page).evaluate(async (v: HTMLVideoElement, r: number) => {
    v.muted = true;
    v.playbackRate = r;
    await v.play();
  }, rate);
}

/** The course's outline beside the player (from 1024 px). */
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Conteúdo do curso" });

/** A stand-in for YouTube's iframe API (no network here): reports 12:34 and records the seeks. */
const FAKE_YOUTUBE_API = `(() => {
  const seeks = (window.__youtubeSeeks = []);
  class Player {
    constructor(element, options) {
      this.time = 0;
      setTimeout(() => options.events && options.events.onReady && options.events.onReady({ target: this }), 50);
      return new Proxy(this, { get: (target, key) => (key in target ? target[key] : () => undefined) });
    }
    getDuration() { return 754; }
    getCurrentTime() { return this.time; }
    seekTo(seconds) { this.time = seconds; seeks.push(seconds); }
    getPlayerState() { return 5; }
    addEventListener() {}
    getVolume() { return 100; }
    isMuted() { return false; }
    getPlaybackRate() { return 1; }
    getVideoLoadedFraction() { return 0; }
    getOption() { return []; }
  }
  window.YT = { Player, PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } };
  if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
})();`;

async function fakeYouTube(context: BrowserContext) {
  await context.route("https://www.youtube.com/iframe_api", (route) =>
    route.fulfill({ contentType: "text/javascript", body: FAKE_YOUTUBE_API }),
  );
  await context.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="pt-BR"><title>YouTube</title><p>Vídeo</p></html>',
    }),
  );
}

/** The sum of the page's layout shifts so far (CLS as the browser counts it, without input). */
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls ?? Number.NaN);
const recordLayoutShifts = (context: BrowserContext) =>
  context.addInitScript(() => {
    const holder = window as unknown as { __cls: number };
    holder.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) holder.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });

type Created = { id: string; slug: string };

describe.runIf(inject("hasBrowser"))("[AULA] a página da aula: o curso ao lado, retomar e concluir", () => {
  let browser: Browser;
  let staff: BrowserContext;
  let course: Created & { title: string };
  let recorded: Created;
  let reading: Created;
  let measured: number | null;

  beforeAll(async () => {
    browser = await launch();
    staff = await newContext(browser);
    await signIn(await staff.newPage(), admin().email, admin().password);
    // A course whose video is a MediaRecorder recording (no Duration header), uploaded without a
    // length: the server measures it; a text lesson; and a lesson that opens 10 days after access.
    const request = staff.request;
    const uploaded = await request.fetch(`${baseURL()}/api/uploads`, {
      method: "POST",
      headers: { origin: baseURL(), "content-type": "application/octet-stream" },
      data: recordedVideo(),
    });
    expect(uploaded.status()).toBe(201);
    const upload = (await uploaded.json()) as { id: string; duration_seconds: number | null };
    measured = upload.duration_seconds;
    const title = `Esculpir em argila ${Date.now()}`;
    course = {
      ...(await call<Created>(request, "POST", "/api/admin/courses", { title, category: "Técnicas" })),
      title,
    };
    const first = await call<Created>(request, "POST", `/api/admin/courses/${course.id}/modules`, {
      title: "Primeiros passos",
    });
    const second = await call<Created>(request, "POST", `/api/admin/courses/${course.id}/modules`, {
      title: "Acabamento",
    });
    recorded = await call<Created>(request, "POST", `/api/admin/modules/${first.id}/lessons`, {
      title: "Aula gravada",
      kind: "video",
      video_upload_id: upload.id,
    });
    reading = await call<Created>(request, "POST", `/api/admin/modules/${first.id}/lessons`, {
      title: "Leitura de apoio",
      kind: "text",
      content: "## Argila\n\nMantenha úmida.",
    });
    await call<Created>(request, "POST", `/api/admin/modules/${second.id}/lessons`, {
      title: "Polimento",
      kind: "text",
      content: "Lixa fina.",
      release_after_days: 10,
    });
    await call(request, "PUT", `/api/admin/courses/${course.id}/publish`, { is_published: true });
  });
  afterAll(async () => {
    await staff?.close();
    await browser?.close();
  });

  it("[AULA] 1280 px: o curso ao lado do player com os estados; 'Continuar de onde parou' retoma a gravação sem duração, que se conclui na primeira vez", async () => {
    // Measured on upload from the last block (11.9 s), whole seconds rounded down.
    expect(measured).toBe(11);
    const context = await newContext(browser);
    await recordLayoutShifts(context);
    const { page } = await signUpAndConfirm(context);
    await grantCourse(staff, await myId(context), course.id);

    await page.goto(`/curso/${course.slug}/aula/${recorded.slug}`);
    await page.getByRole("heading", { level: 1, name: "Aula gravada" }).waitFor();
    const outline = sidebar(page);
    await outline.waitFor();
    // Beside the player, not below it.
    await video(page).waitFor();
    const [player, side] = [await video(page).boundingBox(), await outline.boundingBox()];
    expect(side!.x).toBeGreaterThanOrEqual(player!.x + player!.width);
    expect(side!.y).toBeLessThan(player!.y + player!.height);
    // The lesson open is marked; the others say where they stand, the drip one when it opens.
    const current = outline.getByRole("link", { name: /Aula gravada/ });
    expect(await current.getAttribute("aria-current")).toBe("page");
    await current.getByText("Aula atual").waitFor();
    await outline.getByRole("link", { name: /Leitura de apoio/ }).waitFor();
    expect(await outline.getByRole("link", { name: /Polimento/ }).count()).toBe(0);
    await outline.getByText(/^Libera em \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await outline.getByText("0% concluído").waitFor();
    expect(await outline.getByRole("link", { name: /Baixar certificado/ }).count()).toBe(0);
    // Its place was kept from the first paint: nothing moved when it filled in.
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    await expectNoA11yViolations(page, "aula com o conteúdo do curso");

    // Leaves mid-lesson; 'Continuar de onde parou' starts the recording (duration Infinity) there.
    await play(page);
    await expect.poll(() => videoTime(page)).toBeGreaterThan(5);
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/api/lessons/${recorded.id}/progress`) && r.ok(),
    );
    await video(page).evaluate((v: HTMLVideoElement) => v.pause());
    const position = ((await (await saved).json()) as { progress: { position_seconds: number } }).progress
      .position_seconds;
    expect(position).toBeGreaterThanOrEqual(5);
    await outline.getByRole("link", { name: /Esculpir em argila/ }).click();
    const resume = page.getByRole("link", { name: /Continuar de onde parou/ });
    expect(await resume.getAttribute("href")).toBe(
      `/curso/${course.slug}/aula/${recorded.slug}?t=${position}`,
    );
    await resume.click();
    await page.getByRole("heading", { level: 1, name: "Aula gravada" }).waitFor();
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.duration)).toBe(Infinity);
    await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(position - 1);
    expect(await videoTime(page)).toBeLessThan(position + 3);

    // Played to its end: past 90 % of the measured length, the lesson completes by itself.
    await play(page, 2);
    await page.getByRole("button", { name: "Desmarcar conclusão" }).waitFor({ timeout: 60_000 });
    await outline.getByText("33% concluído").waitFor();
    await outline
      .getByRole("link", { name: /Aula gravada/ })
      .getByText("Concluída")
      .waitFor();
    await context.close();
  });

  it("[AULA] 375 px: o conteúdo do curso numa gaveta com os estados, sem erros de acessibilidade com ela aberta", async () => {
    const context = await newContext(browser, { width: 375, height: 740 });
    const { page } = await signUpAndConfirm(context);
    await grantCourse(staff, await myId(context), course.id);
    await page.goto(`/curso/${course.slug}/aula/${recorded.slug}`);
    await page.getByRole("heading", { level: 1, name: "Aula gravada" }).waitFor();
    expect(await sidebar(page).isVisible()).toBe(false);
    await page.getByRole("button", { name: /Conteúdo do curso/ }).click();
    const drawer = page.getByRole("dialog", { name: "Conteúdo do curso" });
    await drawer.waitFor();
    // Slid in from the right edge, all of it on the screen once there.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? box.x + box.width : Infinity;
      })
      .toBeLessThanOrEqual(375);
    expect(await drawer.getByRole("link", { name: /Aula gravada/ }).getAttribute("aria-current")).toBe(
      "page",
    );
    await drawer.getByText(/^Libera em \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await drawer.getByText("0% concluído").waitFor();
    await expectNoA11yViolations(page, "aula com a gaveta do conteúdo do curso aberta");
    // A lesson chosen in the drawer opens, and the drawer closes.
    await drawer.getByRole("link", { name: /Leitura de apoio/ }).click();
    await page.getByRole("heading", { level: 1, name: "Leitura de apoio" }).waitFor();
    await drawer.waitFor({ state: "detached" });
    await context.close();
  });

  it("[AULA] nos três temas, a 1280 e a 375 px: o curso ao lado do player ou na gaveta", async () => {
    const context = await newContext(browser);
    const { page } = await signUpAndConfirm(context);
    await grantCourse(staff, await myId(context), course.id);
    for (const theme of THEMES) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width > 1000 ? 800 : 740 });
        await page.evaluate((t) => window.localStorage.setItem("guilda-theme", t), theme);
        await page.goto(`/curso/${course.slug}/aula/${reading.slug}`);
        await page.getByRole("heading", { level: 1, name: "Leitura de apoio" }).waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        let where;
        if (width > 1000) {
          where = sidebar(page);
          await where.waitFor();
        } else {
          expect(await sidebar(page).isVisible()).toBe(false);
          await page.getByRole("button", { name: /Conteúdo do curso/ }).click();
          where = page.getByRole("dialog", { name: "Conteúdo do curso" });
          await where.waitFor();
        }
        expect(await where.getByRole("link", { name: /Leitura de apoio/ }).getAttribute("aria-current")).toBe(
          "page",
        );
        await where.getByText(/^Libera em /).waitFor();
        await expectNoA11yViolations(page, `aula a ${width} px no tema ${theme}`);
      }
    }
    await context.close();
  });

  it("[AULA] curso concluído: 'Rever curso' e 'Ver certificado', nunca 'Continuar'; a aula oferece 'Baixar certificado'", async () => {
    const request = staff.request;
    const title = `Curso curto ${Date.now()}`;
    const short = await call<Created>(request, "POST", "/api/admin/courses", { title });
    const module = await call<Created>(request, "POST", `/api/admin/courses/${short.id}/modules`, {
      title: "Único",
    });
    const only = await call<Created>(request, "POST", `/api/admin/modules/${module.id}/lessons`, {
      title: "Aula única",
      kind: "text",
      content: "Tudo aqui.",
    });
    await call(request, "PUT", `/api/admin/courses/${short.id}/publish`, { is_published: true });
    const context = await newContext(browser);
    const { page } = await signUpAndConfirm(context);
    await grantCourse(staff, await myId(context), short.id);

    await page.goto(`/curso/${short.slug}/aula/${only.slug}`);
    await page.getByRole("button", { name: "Marcar como concluída" }).click();
    await page.getByText("🎓 Curso concluído!").waitFor();
    const download = sidebar(page).getByRole("link", { name: /Baixar certificado/ });
    await download.waitFor();
    await sidebar(page).getByText("100% concluído").waitFor();
    const pdf = await context.request.get((await download.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    await page.goto(`/curso/${short.slug}`);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    const review = page.getByRole("link", { name: "Rever curso" });
    await review.waitFor();
    expect(await review.getAttribute("href")).toBe(`/curso/${short.slug}/aula/${only.slug}`);
    await page.getByRole("link", { name: /Ver certificado/ }).waitFor();
    expect(await page.getByRole("link", { name: /Continuar/ }).count()).toBe(0);
    await expectNoA11yViolations(page, "curso concluído");

    await page.goto("/dashboard");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: title, exact: true }) });
    await card.getByRole("link", { name: `Rever curso ${title}` }).waitFor();
    expect(await card.getByRole("link", { name: /Continuar/ }).count()).toBe(0);
    await context.close();
  });

  it("[AULA] YouTube: o editor preenche a duração pelo player e aceita anexos antes de salvar; a aula retoma no ponto salvo", async () => {
    await fakeYouTube(staff);
    const page = await staff.newPage();
    await page.goto(`/admin/courses/${course.id}`);
    await page.getByRole("tab", { name: "Conteúdo" }).click();
    await page.getByRole("button", { name: "Nova aula em Acabamento" }).click();
    const editor = page.getByRole("dialog");
    await editor.getByLabel("Título").fill("Pintura no YouTube");
    await editor.getByLabel("Link do vídeo").fill("https://youtu.be/dQw4w9WgXcQ");
    // The provider's player in the preview says the length: nobody types it.
    await expect.poll(() => editor.getByLabel("Duração (min:seg)").inputValue()).toBe("12:34");
    // A file attached before the lesson exists is saved with it.
    await editor.locator("input[type=file][accept*='.pdf']").setInputFiles({
      name: "guia.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await editor.getByRole("link", { name: "guia.pdf" }).waitFor();
    await expectNoA11yViolations(page, "editor de aula com pré-visualização");
    await editor.getByRole("button", { name: "Criar aula" }).click();
    await page.getByText("Aula criada!").first().waitFor();
    const admin = await call<{
      modules: {
        title: string;
        lessons: {
          id: string;
          slug: string;
          title: string;
          duration_seconds: number;
          attachments: { name: string }[];
        }[];
      }[];
    }>(staff.request, "GET", `/api/admin/courses/${course.id}`);
    const lesson = admin.modules.flatMap((m) => m.lessons).find((l) => l.title === "Pintura no YouTube")!;
    expect(lesson.duration_seconds).toBe(754);
    expect(lesson.attachments.map((a) => a.name)).toEqual(["guia.pdf"]);

    // 'Continuar de onde parou (2:05)' on a YouTube lesson: the player starts there.
    await page.goto(`/curso/${course.slug}/aula/${lesson.slug}?t=125`);
    await page.getByRole("heading", { level: 1, name: "Pintura no YouTube" }).waitFor();
    const youtube = page.locator("youtube-video");
    await expect
      .poll(() => youtube.evaluate((el) => el.shadowRoot?.querySelector("iframe")?.src ?? ""))
      .toContain("start=125");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __youtubeSeeks: number[] }).__youtubeSeeks))
      .toContain(125);
    await page.close();
  });
});
