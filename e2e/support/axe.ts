import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import axe, { type Result, type RunOptions } from "axe-core";
import type { Page } from "playwright-core";
import { inject } from "vitest";

/** The app's themes, as `data-theme` on <html> carries them (public/theme-init.js, lib/theme.ts). */
const THEMES = ["dark", "azul-escuro", "claro-padrao"] as const;

/**
 * The only rules whose outcome depends on the palette. In the page's own theme every rule
 * runs; in the two others only these, which keeps three themes close to the cost of one.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Left out of every check: toasts stacked behind the front one, collapsed and faded by design
 * (only their edge shows), so their text is blended with the toast in front and never read there.
 */
const EXCLUDED = ['[data-sonner-toast][data-front="false"]'];

/**
 * In the other two themes the toasts are left out too: a toast is switched along with the page and
 * fades across the change (its text measured half blended), and it is checked in the page's theme.
 */
const EXCLUDED_IN_OTHER_THEMES = [...EXCLUDED, "[data-sonner-toaster]"];

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * axe-core's violations on the page as it is now. Its source is evaluated once per document, so the
 * checks of one screen in three themes load it once (Playwright's AxeBuilder loads it again on every
 * check, and by default joins its results in a blank page it opens each time: twice the cost). The
 * only frames our pages hold are the video providers', not ours to check: frames are left out.
 */
async function violationsOf(page: Page, exclude: string[], options: RunOptions): Promise<Result[]> {
  if (!(await page.evaluate(() => typeof window.axe?.run === "function"))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ exclude, options }) => (await window.axe!.run({ exclude }, options)).violations,
    { exclude, options: { ...options, iframes: false, resultTypes: ["violations"] } satisfies RunOptions },
  );
}

/**
 * A toast fading in or out, or colours easing after a theme switch, are half done: axe would
 * measure the contrast of a frame nobody reads. Finite animations and transitions settle first
 * (spinners loop forever: skipped).
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

/** Where the app keeps the chosen theme (THEME_STORAGE_KEY in @guilda/shared). */
const THEME_KEY = "guilda-theme";

/**
 * Switches the loaded page to `theme` through the app's own path: the choice lands in storage
 * as if made in another tab, and the app applies it (the attribute on <html>, the brand colours
 * recomputed for the theme's surfaces, the toasts' scheme). `stored` is what storage holds after.
 */
async function applyTheme(page: Page, theme: string, stored: string | null): Promise<void> {
  await page.evaluate(
    ({ key, t, s }) => {
      if (s === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, s);
      window.dispatchEvent(new StorageEvent("storage", { key, newValue: t }));
    },
    { key: THEME_KEY, t: theme, s: stored },
  );
  await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
  // The brand colours follow in an effect after React's render: two frames later they are set.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

function describe(theme: string, violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`)
        .join("\n");
      return `  [${theme}] [${v.impact ?? "?"}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${nodes}`;
    })
    .join("\n");
}

/**
 * Screens (paths with ids folded) whose palette rules already ran in the other two themes in
 * this run: colour depends on the screen's parts, not on its data, and the three-theme pass is
 * the slowest part of a check, so later visits of a screen check its current theme only. Kept in
 * a file of the run, shared by the workers (at worst two check the same screen at once).
 */
const screensFile = () => path.join(inject("runDir"), "axe-screens-in-every-theme.json");

function checkedInEveryTheme(): Set<string> {
  const file = screensFile();
  return new Set(existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as string[]) : []);
}

/** Written whole under another name, then renamed: a worker reading at that moment sees one version or the other. */
function markCheckedInEveryTheme(screen: string) {
  const screens = checkedInEveryTheme().add(screen);
  const file = screensFile();
  const next = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(next, JSON.stringify([...screens]));
  renameSync(next, file);
}

function screenOf(url: string): string {
  return new URL(url).pathname
    .split("/")
    .map((part) => (/\d/.test(part) && part.length >= 8 ? ":id" : part))
    .join("/");
}

/**
 * Runs axe-core on the page as it is now, in each of the three themes (switched in place and
 * restored afterwards; a screen already checked in every theme in this run, in its current theme only), and
 * fails on any violation whatever its impact (quality bar: zero on every page visited), listing
 * each rule with the elements it flagged. `where` names the screen in the failure message.
 */
export async function expectNoA11yViolations(page: Page, where: string): Promise<void> {
  await settleAnimations(page);
  const [original, stored] = await page.evaluate(
    (key) => [document.documentElement.dataset.theme ?? "dark", window.localStorage.getItem(key)] as const,
    THEME_KEY,
  );
  const current = THEMES.find((t) => t === original) ?? "dark";
  const reports: string[] = [];
  try {
    // WCAG 2.5.3 (a control's visible text inside its name) is still "experimental" in axe 4.
    const violations = await violationsOf(page, EXCLUDED, {
      rules: { "label-content-name-mismatch": { enabled: true } },
    });
    if (violations.length) reports.push(describe(current, violations));
    const screen = screenOf(page.url());
    const others = checkedInEveryTheme().has(screen) ? [] : THEMES.filter((t) => t !== current);
    markCheckedInEveryTheme(screen);
    for (const theme of others) {
      await applyTheme(page, theme, theme);
      await settleAnimations(page);
      const colour = await violationsOf(page, EXCLUDED_IN_OTHER_THEMES, {
        runOnly: { type: "rule", values: COLOUR_RULES },
      });
      if (colour.length) reports.push(describe(theme, colour));
    }
    if (others.length > 0) {
      await applyTheme(page, current, stored);
      await settleAnimations(page);
    }
  } catch (err) {
    await applyTheme(page, current, stored).catch(() => undefined);
    throw err;
  }
  if (reports.length === 0) return;
  throw new Error(`axe found violations on ${where} (${page.url()}):\n${reports.join("\n")}`);
}
