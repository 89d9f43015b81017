import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM } from "./chromium";
import { thisServer } from "./server";

export const baseURL = () => thisServer().baseURL;
export const admin = () => ({ email: inject("adminEmail"), password: inject("adminPassword") });

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

let clientCounter = 0;

/** A fresh browser profile, seen by the server as its own client address. */
/**
 * This test file's own client addresses: the files of a worker run one after another against its server, and a
 * shared address would pool their sign-ups under one per-minute limit.
 */
const clientNetwork = (() => {
  const [a, b] = randomBytes(2);
  return `198.${18 + (a! & 1)}.${b!}`;
})();

/**
 * A context for one person. The service worker is blocked unless asked for: it precaches the
 * whole build after the first page, which every journey would pay for and only the app's own
 * journeys (installing, offline, push) look at.
 */
export async function newContext(
  browser: Browser,
  options: { width?: number; height?: number; serviceWorker?: boolean } = {},
) {
  clientCounter += 1;
  const context = await browser.newContext({
    serviceWorkers: options.serviceWorker ? "allow" : "block",
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: "pt-BR",
    extraHTTPHeaders: {
      // The server believes the right-most entry (the one its proxy adds): one address per context.
      "x-forwarded-for": `10.0.0.${process.pid % 250}, ${clientNetwork}.${(clientCounter % 250) + 1}`,
    },
  });
  context.setDefaultTimeout(90_000);
  context.setDefaultNavigationTimeout(120_000);
  return context;
}

/** The newest link the dev outbox printed to the server log for this address. */
export async function outboxLink(to: string, pathPart: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const lines = readFileSync(thisServer().logFile, "utf8").split("\n");
    for (const line of lines.reverse()) {
      if (!line.startsWith("{")) continue;
      const entry = JSON.parse(line) as { outbox?: boolean; to?: string; links?: string[] };
      const link =
        entry.outbox && entry.to === to ? entry.links?.find((l) => l.includes(pathPart)) : undefined;
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with ${pathPart}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The demo member the seed created (its password is printed once, in the server's log). */
export function demoMember(): { email: string; password: string } {
  for (const line of readFileSync(thisServer().logFile, "utf8").split("\n")) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as { msg?: string; member?: string; password?: string };
    if (entry.msg === "demo community created" && entry.member && entry.password)
      return { email: entry.member, password: entry.password };
  }
  throw new Error("the server log has no demo community");
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  // The URL changes before the next page has rendered (the router waits for its code in a
  // transition); wait until the login form is really gone, or a click may land mid-navigation.
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
  await page.getByLabel("Senha").waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Menu do usuário" }).waitFor();
}

let memberCounter = 0;

/** Signs up through the form and opens the confirmation e-mail's link. */
export async function signUpAndConfirm(context: BrowserContext) {
  memberCounter += 1;
  const stamp = `${Date.now().toString(36)}${memberCounter}`;
  const member = {
    name: "Luana Ribeiro",
    username: `luana.${stamp}`,
    email: `luana.${stamp}@exemplo.com.br`,
    password: "uma-senha-bem-forte",
  };
  const page = await context.newPage();
  await page.goto("/auth/cadastro");
  await page.getByLabel("Nome completo").fill(member.name);
  await page.getByLabel("Nome de usuário").fill(member.username);
  await page.getByLabel("E-mail").fill(member.email);
  await page.getByLabel("Senha").fill(member.password);
  await page.getByRole("button", { name: "Criar conta" }).click();
  await page.getByText("Cadastro realizado com sucesso!").waitFor();
  await page.goto(await outboxLink(member.email, "/verify-email"));
  await page.getByRole("button", { name: "Menu do usuário" }).waitFor();
  return { page, member };
}
