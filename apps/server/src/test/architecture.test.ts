import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The server's shape is enforced by lint (eslint.config.js): no import cycle anywhere, and side
 * effects only through domain events. These tests prove each rule fails on a violation, so the
 * green lint of the real tree means something.
 */
const root = path.resolve(import.meta.dirname, "../../../..");
const serverSrc = path.join(root, "apps/server/src");

async function lintMessages(files: string[]) {
  const eslint = new ESLint({ cwd: root });
  const results = await eslint.lintFiles(files);
  return results.flatMap((r) => r.messages.map((m) => `${path.basename(r.filePath)}: ${m.ruleId}`));
}

describe("the server's import rules", () => {
  it("fail on an import cycle, even one of two files in the platform", async () => {
    const dir = path.join(serverSrc, "platform", `cycle-check-${process.pid}-${Date.now()}`);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(path.join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = () => b();\n');
      writeFileSync(path.join(dir, "b.ts"), 'import { a } from "./a";\nexport const b = (): unknown => a;\n');
      writeFileSync(path.join(dir, "c.ts"), 'import { b } from "./b";\nexport const c = b;\n');
      const messages = await lintMessages([path.join(dir, "a.ts"), path.join(dir, "c.ts")]);
      expect(messages).toEqual(["a.ts: import-x/no-cycle"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fail when a module reaches notifications, gamification or certificates instead of publishing", async () => {
    const eslint = new ESLint({ cwd: root });
    const lint = async (file: string, code: string) =>
      (await eslint.lintText(code, { filePath: path.join(serverSrc, file) }))[0]!.messages.map(
        (m) => m.ruleId,
      );
    const notify =
      'import { notify } from "../notifications/notifications.service";\nexport const x = notify;\n';
    const award = 'import { award } from "../gamification/gamification.service";\nexport const x = award;\n';
    expect(await lint("modules/posts/posts.fixture.ts", notify)).toEqual(["no-restricted-imports"]);
    expect(await lint("modules/events/events.routes.ts", award)).toEqual(["no-restricted-imports"]);
    expect(await lint("modules/notifications/notify.fixture.ts", award)).toEqual(["no-restricted-imports"]);
    // A module's own files, and the composition root, may.
    expect(
      await lint("modules/notifications/notify.fixture.ts", notify.replace("../notifications/", "./")),
    ).toEqual([]);
    expect(
      await lint("wiring.fixture.ts", notify.replace("../notifications/", "./modules/notifications/")),
    ).toEqual([]);
  });
});
