import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";
import { completeLesson, grantCourse, myId, publishedTextCourse } from "./support/courses";

/** How far the page is wider than the viewport (0: no sideways scrolling), with the widest culprits. */
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

const SIZES = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "375 px", width: 375, height: 812 },
] as const;

describe.runIf(inject("hasBrowser"))("[CERTIFICADOS] certificados para compartilhar", () => {
  let browser: Browser;
  let staff: BrowserContext;
  let course: { id: string; slug: string; title: string };
  let lessonId: string;
  let member: BrowserContext;
  let code: string;

  beforeAll(async () => {
    browser = await launch();
    staff = await newContext(browser);
    await signIn(await staff.newPage(), admin().email, admin().password);
    const created = await publishedTextCourse(staff, `Encadernação & Costura ${Date.now()}`);
    course = created.course;
    lessonId = created.lesson.id;
  });
  afterAll(async () => {
    await member?.close();
    await staff?.close();
    await browser?.close();
  });

  it("[CERTIFICADOS] admin define quem assina e a cor de destaque do certificado do curso", async () => {
    const page = await staff.newPage();
    await page.goto(`/admin/courses/${course.id}?aba=certificados`);
    await page.getByRole("heading", { name: "Modelo do certificado" }).waitFor();
    await page.getByLabel("Nome de quem assina").fill("Marta Quintana");
    await page.getByLabel("Cargo de quem assina").fill("Diretora de ensino");
    // A colour the server refuses is said next to its field.
    await page.getByRole("textbox", { name: "Cor de destaque", exact: true }).fill("roxo");
    await page.getByRole("button", { name: "Salvar modelo" }).click();
    await page.getByText("Use uma cor no formato #RRGGBB.").waitFor();
    await page.getByRole("textbox", { name: "Cor de destaque", exact: true }).fill("#0E7490");
    const saved = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/admin/certificates/settings/courses/${course.id}`) &&
        r.request().method() === "PUT",
    );
    await page.getByRole("button", { name: "Salvar modelo" }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText("Modelo do certificado salvo").first().waitFor();
    await expectNoA11yViolations(page, "modelo do certificado no editor do curso");

    // Read again: what was saved is what the editor shows.
    await page.reload();
    await expect.poll(() => page.getByLabel("Nome de quem assina").inputValue()).toBe("Marta Quintana");
    expect(await page.getByRole("textbox", { name: "Cor de destaque", exact: true }).inputValue()).toBe(
      "#0E7490",
    );
    const sample = await staff.request.get(
      `/api/admin/certificates/settings/sample.pdf?course_id=${encodeURIComponent(course.id)}`,
    );
    expect(sample.headers()["content-type"]).toBe("application/pdf");

    // The community's defaults live in the admin panel.
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Certificados", exact: true }).waitFor();
    await page.getByRole("button", { name: "Salvar modelo" }).waitFor();
    await expectNoA11yViolations(page, "certificados no painel admin");
    await page.close();
  });

  it("[CERTIFICADOS] membro que concluiu o curso baixa o PDF em 'Ver certificado' e vê a página pública (1280 e 375 px)", async () => {
    member = await newContext(browser);
    const { page } = await signUpAndConfirm(member);
    await grantCourse(staff, await myId(member), course.id);
    const done = await completeLesson(member, lessonId);
    code = done.certificate!.code;
    await page.close();

    for (const size of SIZES) {
      const context = size.name === "desktop" ? member : await newContext(browser, size);
      if (context !== member) await context.addCookies(await member.cookies());
      const view = await context.newPage();
      await view.goto(`/curso/${course.slug}`);
      await view.getByRole("heading", { level: 1, name: course.title }).waitFor();
      const pdfLink = view.getByRole("link", { name: "Ver certificado" });
      expect(await pdfLink.getAttribute("href")).toBe(`/api/certificates/${code}/pdf`);
      const publicLink = view.getByRole("link", { name: "Página pública do certificado" });
      expect(await publicLink.getAttribute("href")).toBe(`/certificados/${code}`);
      const downloading = view.waitForEvent("download");
      await pdfLink.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`certificado-${code}.pdf`);
      const pdf = await context.request.get(`/api/certificates/${code}/pdf`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const overflow = await horizontalOverflow(view);
      expect(overflow.overflow, overflow.culprits.join("\n")).toBeLessThanOrEqual(0);
      await expectNoA11yViolations(view, `página do curso concluído (${size.name})`);
      await publicLink.click();
      await view.getByRole("heading", { name: "Certificado válido" }).waitFor();
      await view.close();
      if (context !== member) await context.close();
    }
  });

  it("[CERTIFICADOS] a página pública, sem login, oferece o PDF e 'Compartilhar no LinkedIn' (1280 e 375 px)", async () => {
    for (const size of SIZES) {
      const visitor = await newContext(browser, size);
      const page = await visitor.newPage();
      await page.goto(`/certificados/${code}`);
      await page.getByRole("heading", { name: "Certificado válido" }).waitFor();
      await page.getByText(course.title).waitFor();
      await page.getByText("30 minutos").waitFor();

      const share = page.getByRole("link", { name: "Compartilhar no LinkedIn" });
      const href = new URL((await share.getAttribute("href"))!);
      expect(href.origin + href.pathname).toBe("https://www.linkedin.com/profile/add");
      const now = new Intl.DateTimeFormat("en-US", {
        timeZone: "America/Sao_Paulo",
        year: "numeric",
        month: "numeric",
      }).formatToParts(new Date());
      const part = (type: string) => now.find((p) => p.type === type)!.value;
      const origin = new URL(page.url()).origin;
      expect(Object.fromEntries(href.searchParams)).toEqual({
        startTask: "CERTIFICATION_NAME",
        name: course.title,
        organizationName: expect.any(String),
        issueYear: part("year"),
        issueMonth: part("month"),
        certUrl: `${origin}/certificados/${code}`,
        certId: code,
      });
      expect(await share.getAttribute("target")).toBe("_blank");
      expect(await share.getAttribute("rel")).toContain("noopener");

      const download = page.getByRole("link", { name: "Baixar PDF" });
      expect(await download.getAttribute("href")).toBe(`/api/certificates/${code}/pdf`);
      const pdf = await visitor.request.get(`/api/certificates/${code}/pdf`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");

      const overflow = await horizontalOverflow(page);
      expect(overflow.overflow, overflow.culprits.join("\n")).toBeLessThanOrEqual(0);
      await expectNoA11yViolations(page, `verificação pública do certificado (${size.name})`);
      await visitor.close();
    }
  });
});
