import { readFileSync } from "node:fs";
import type { BackupsPage, BackupSettings, BackupView } from "@guilda/shared/schemas/backups";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import yauzl from "yauzl";
import { apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, baseURL, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";

const ALREADY_RUNNING = "Já há um backup em andamento. Espere ele terminar.";
const SECRET_NOTE =
  "O arquivo não leva a chave de autenticação (AUTH_SECRET ou o arquivo auth-secret do DATA_DIR): guarde-a à parte.";
const DESTINATION = {
  local: "Os arquivos ficam no disco do servidor, na pasta backups do DATA_DIR.",
  s3: "Os arquivos ficam no bucket S3 configurado no servidor.",
} as const;
/** Every line the progress may show. */
const PROGRESS_LINE =
  /^(Na fila: o backup começa em instantes\.|Copiando o banco…|Copiando o banco: [\d.]+ de [\d.]+ linhas?|Copiando os arquivos…|Copiando os arquivos: [\d.]+ de [\d.]+|Finalizando…)$/;
/** '28/11/2026, 03:00' as the browser writes it. */
const DATE_TIME = /^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/;

const pt = (n: number) => n.toLocaleString("pt-BR");
const plural = (n: number, one: string, many: string) => `${pt(n)} ${n === 1 ? one : many}`;

/** The names of a ZIP archive's entries, read from its central directory. */
function zipEntries(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on("entry", (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on("end", () => resolve(names));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

/** A status code, without the session's JSON helpers (which throw on anything but 2xx). */
async function statusOf(context: BrowserContext, method: "GET" | "POST" | "PUT", urlPath: string) {
  const response = await context.request.fetch(baseURL() + urlPath, {
    method,
    headers: { origin: baseURL(), ...(method === "GET" ? {} : { "content-type": "application/json" }) },
    ...(method === "GET" ? {} : { data: "{}" }),
  });
  return response.status();
}

/** The list's table and its rows of data (the header row left out). */
const table = (page: Page) => page.getByRole("table", { name: "Backups, do mais novo para o mais antigo" });
const dataRows = (page: Page) => table(page).locator("tbody").getByRole("row");

/** How far the page scrolls sideways (0 when it fits). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

type Seen = { values: (string | null)[]; lines: string[] };

/** Records every state the progress bar and its line go through from now on. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: Seen = { values: [], lines: [] };
    (window as unknown as { backupProgress: Seen }).backupProgress = seen;
    const record = () => {
      const bar = document.querySelector('[role="progressbar"]');
      if (!bar) return;
      seen.values.push(bar.getAttribute("aria-valuenow"));
      const line = document.getElementById(bar.getAttribute("aria-describedby") ?? "")?.textContent;
      if (line && seen.lines.at(-1) !== line) seen.lines.push(line);
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { backupProgress: Seen }).backupProgress);
}

describe.runIf(inject("hasBrowser"))("[BACKUPS] /admin/backups", () => {
  let browser: Browser;
  let staff: BrowserContext;
  let page: Page;
  let original: BackupSettings;
  let adminName: string;

  const list = () => apiCall<BackupsPage>(staff, "GET", "/api/admin/backups");
  const startButton = (p: Page) => p.getByRole("button", { name: "Fazer backup agora" });

  /**
   * Presses 'Fazer backup agora' and follows the backup to its end on screen: the progress while
   * it runs (named, valued, with its line), the button held, then the toast and 'Concluído'.
   */
  async function backUpNow(p: Page): Promise<{ seen: Seen; item: BackupView }> {
    const before = (await list()).items.length;
    const seen = await watchProgress(p);
    await startButton(p).click();
    const bar = p.getByRole("progressbar", { name: "Progresso do backup" });
    await bar.waitFor();
    expect(await startButton(p).isDisabled()).toBe(true);
    await p.getByText("Backup concluído.").waitFor();
    await bar.waitFor({ state: "detached" });
    expect(await startButton(p).isEnabled()).toBe(true);
    const { items } = await list();
    expect(items).toHaveLength(before + 1);
    const item = items[0]!;
    expect(item.status).toBe("done");
    expect(item.trigger).toBe("manual");
    expect(item.requested_by?.full_name).toBe(adminName);
    return { seen: await seen(), item };
  }

  /** The newest row shows what the server says about the backup, in pt-BR. */
  async function expectNewestRow(p: Page, item: BackupView, wide: boolean) {
    const row = dataRows(p).first();
    const text = (await row.textContent()) ?? "";
    expect(text).toContain("Concluído");
    expect(text).toContain("Manual");
    expect(text).toContain(`por ${adminName}`);
    expect(text).toContain(
      [
        plural(item.tables!, "tabela", "tabelas"),
        plural(item.rows!, "linha", "linhas"),
        plural(item.files!, "arquivo", "arquivos"),
      ].join(" · "),
    );
    expect(text).toMatch(/\d+(,\d)? (B|KB|MB|GB)/);
    expect(text).toMatch(/(menos de 1 s|\d+ s|\d+ min( \d+ s)?)/);
    const cells = row.getByRole("cell");
    expect(await cells.count()).toBe(wide ? 6 : 2);
    if (wide) {
      // Tipo, Status, Tamanho, Duração, Conteúdo, then the link.
      expect((await cells.nth(0).textContent())?.trim()).toBe(`Manualpor ${adminName}`);
      expect((await cells.nth(1).textContent())?.trim()).toBe("Concluído");
      expect(await cells.nth(2).textContent()).toMatch(/^\d+(,\d)? (B|KB|MB|GB)$/);
    }
    const when = (await row.locator("time").textContent())?.trim() ?? "";
    expect(when).toMatch(DATE_TIME);
    const link = row.getByRole("link", { name: `Baixar o backup de ${when}` });
    expect(await link.textContent()).toBe("Baixar");
    expect(await link.getAttribute("href")).toBe(item.download_url);
    expect(await link.getAttribute("download")).not.toBeNull();
    return link;
  }

  beforeAll(async () => {
    browser = await launch();
    staff = await newContext(browser);
    page = await staff.newPage();
    await signIn(page, admin().email, admin().password);
    adminName = (await apiCall<{ profile: { full_name: string } }>(staff, "GET", "/api/me")).profile
      .full_name;
    original = (await list()).settings;
    // The daily backup (on by default) would start on its own in the middle of these journeys:
    // off while they run, and any one already under way is waited for.
    await apiCall(staff, "PUT", "/api/admin/backups/settings", { ...original, enabled: false });
    const deadline = Date.now() + 120_000;
    while ((await list()).items.some((b) => b.status === "queued" || b.status === "running")) {
      if (Date.now() > deadline) throw new Error("a backup is still under way after two minutes");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  afterAll(async () => {
    // The other journeys run on the same server: the daily backup goes back to what it was.
    if (staff && original) await apiCall(staff, "PUT", "/api/admin/backups/settings", original);
    await staff?.close();
    await browser?.close();
  });

  it("[BACKUPS] o admin chega pelo cartão do hub, faz um backup agora, acompanha o progresso até 'Concluído' e baixa o ZIP (1280 px)", async () => {
    const first = await list();

    await page.goto("/admin");
    await page
      .getByRole("region", { name: "Áreas de administração" })
      .getByRole("link", { name: /^Backups / })
      .click();
    await page.waitForURL((url) => url.pathname === "/admin/backups");
    await page.getByRole("heading", { level: 1, name: "Backups" }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Backups · /);
    await page.getByText(SECRET_NOTE).waitFor();
    await page.getByText(DESTINATION[first.destination]).waitFor();
    if (first.items.length === 0) {
      // A new community: nothing yet.
      await page.getByRole("heading", { name: "Nenhum backup ainda." }).waitFor();
      expect(await table(page).count()).toBe(0);
    } else {
      // The daily backup already ran on this server: it is listed, newest first.
      await expect.poll(() => dataRows(page).count()).toBe(first.items.length);
      expect(await page.getByRole("heading", { name: "Nenhum backup ainda." }).count()).toBe(0);
    }
    expect(await startButton(page).isEnabled()).toBe(true);
    await expectNoA11yViolations(page, "/admin/backups (parado, 1280 px)");

    const { seen, item } = await backUpNow(page);
    // The progress was named and valued while it ran, and said where the backup was.
    expect(seen.lines.length).toBeGreaterThan(0);
    for (const line of seen.lines) expect(line).toMatch(PROGRESS_LINE);
    for (const value of seen.values) if (value !== null) expect(Number(value)).toBeGreaterThanOrEqual(0);
    for (const value of seen.values) if (value !== null) expect(Number(value)).toBeLessThanOrEqual(100);
    expect(item.size_bytes).toBeGreaterThan(0);
    expect(item.tables).toBeGreaterThan(0);
    expect(item.rows).toBeGreaterThan(0);

    await page.getByRole("heading", { name: "Nenhum backup ainda." }).waitFor({ state: "detached" });
    await expect.poll(() => dataRows(page).count()).toBe(first.items.length + 1);
    const link = await expectNewestRow(page, item, true);
    await expectNoA11yViolations(page, "/admin/backups (depois do backup, 1280 px)");

    // 'Baixar': the ZIP, with its manifest.
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    expect(bytes.length).toBe(item.size_bytes);
    expect(await zipEntries(bytes)).toContain("manifest.json");
    const response = await staff.request.get(baseURL() + item.download_url!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toMatch(/^attachment;.*filename="?[^"]+\.zip"?/);
  });

  it("[BACKUPS] com um backup em andamento, 'Fazer backup agora' avisa que já há um", async () => {
    const before = (await list()).items.length;
    await page.goto("/admin/backups");
    await expect.poll(() => dataRows(page).count()).toBe(before);
    expect(await startButton(page).isEnabled()).toBe(true);
    // Another admin (here, the same one through the API) starts one while this page is idle.
    const { id } = await apiCall<{ id: string }>(staff, "POST", "/api/admin/backups");
    await startButton(page).click();
    await page.getByText(ALREADY_RUNNING).waitFor();
    // The page reads the list again: the running one shows, and the button waits for it.
    await page.getByRole("progressbar", { name: "Progresso do backup" }).waitFor();
    expect(await startButton(page).isDisabled()).toBe(true);
    await expect.poll(async () => (await list()).items.find((b) => b.id === id)?.status).toBe("done");
    await page.getByRole("progressbar", { name: "Progresso do backup" }).waitFor({ state: "detached" });
    // Only one backup came of the two requests.
    await expect.poll(() => dataRows(page).count()).toBe(before + 1);
    const { items } = await list();
    expect(items).toHaveLength(before + 1);
    expect(items[0]!.id).toBe(id);
  });

  it("[BACKUPS] o admin muda o backup diário (ligado, horário, quantos guardar) e a página mantém ao recarregar", async () => {
    await page.goto("/admin/backups");
    const daily = page.getByRole("switch", { name: "Backup diário" });
    const hour = page.getByLabel("Horário (horário de Brasília)");
    const retention = page.getByLabel("Guardar os últimos");
    await daily.waitFor();
    const before = (await list()).settings;
    expect(await daily.getAttribute("aria-checked")).toBe(String(before.enabled));
    expect(await hour.inputValue()).toBe(String(before.hour));
    expect(await retention.inputValue()).toBe(String(before.retention));
    expect(await hour.locator("option").allTextContents()).toEqual(
      Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, "0")}:00`),
    );

    // Out of range: the shared rule's message, nothing sent.
    await retention.fill("61");
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.getByText("Guarde de 1 a 60 backups.").waitFor();
    expect(await retention.getAttribute("aria-invalid")).toBe("true");
    expect((await list()).settings).toEqual(before);

    const wanted: BackupSettings = {
      enabled: !before.enabled,
      hour: before.hour === 5 ? 22 : 5,
      retention: before.retention === 12 ? 13 : 12,
    };
    await daily.click();
    await hour.selectOption(String(wanted.hour));
    await retention.fill(String(wanted.retention));
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.getByText("Configurações de backup salvas.").waitFor();
    expect((await list()).settings).toEqual(wanted);

    await page.reload();
    await daily.waitFor();
    expect(await daily.getAttribute("aria-checked")).toBe(String(wanted.enabled));
    expect(await hour.inputValue()).toBe(String(wanted.hour));
    expect(await hour.locator("option:checked").textContent()).toBe(
      `${String(wanted.hour).padStart(2, "0")}:00`,
    );
    expect(await retention.inputValue()).toBe(String(wanted.retention));
    await expectNoA11yViolations(page, "/admin/backups (configurações salvas)");
    // Off again for the journeys that follow (afterAll puts back what the server had).
    await apiCall(staff, "PUT", "/api/admin/backups/settings", { ...wanted, enabled: false });
  });

  it("[BACKUPS] a 375 px a lista cabe na tela (sem rolar para o lado) e um novo backup vai até 'Concluído'", async () => {
    const context = await newContext(browser, { width: 375, height: 812 });
    const phone = await context.newPage();
    await signIn(phone, admin().email, admin().password);
    const before = (await list()).items.length;
    await phone.goto("/admin/backups");
    await phone.getByRole("heading", { level: 1, name: "Backups" }).waitFor();
    await expect.poll(() => dataRows(phone).count()).toBe(before);
    expect(await horizontalOverflow(phone)).toBe(0);
    await expectNoA11yViolations(phone, "/admin/backups (parado, 375 px)");

    const { item } = await backUpNow(phone);
    await expect.poll(() => dataRows(phone).count()).toBe(before + 1);
    await expectNewestRow(phone, item, false);
    expect(await horizontalOverflow(phone)).toBe(0);
    // The download link is on screen, not behind a sideways scroll.
    const box = await dataRows(phone).first().getByRole("link").boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(phone, "/admin/backups (depois do backup, 375 px)");
    await context.close();
  });

  it("[BACKUPS] um membro recebe 403 na API e no arquivo, é mandado embora da página; sem sessão, 401", async () => {
    const { items } = await list();
    const download = items.find((b) => b.download_url)!.download_url!;
    const memberContext = await newContext(browser);
    const { page: member } = await signUpAndConfirm(memberContext);
    expect(await statusOf(memberContext, "GET", "/api/admin/backups")).toBe(403);
    expect(await statusOf(memberContext, "GET", download)).toBe(403);
    expect(await statusOf(memberContext, "POST", "/api/admin/backups")).toBe(403);
    expect(await statusOf(memberContext, "PUT", "/api/admin/backups/settings")).toBe(403);
    await member.goto("/admin/backups");
    await member.waitForURL((url) => url.pathname === "/");
    expect(await member.getByRole("heading", { level: 1, name: "Backups" }).count()).toBe(0);
    // Nothing was started or changed by the member.
    expect((await list()).items).toHaveLength(items.length);
    await memberContext.close();

    const visitor = await newContext(browser);
    expect(await statusOf(visitor, "GET", "/api/admin/backups")).toBe(401);
    expect(await statusOf(visitor, "GET", download)).toBe(401);
    await visitor.close();
  });
});
