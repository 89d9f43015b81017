import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn } from "../../test/accounts";
import { createTestApp, PUBLIC_URL } from "../../test/harness";

type Received = { to: string[]; raw: string };

describe("e-mail over SMTP", () => {
  const inbox: Received[] = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it("delivers the recovery e-mail through a real SMTP peer, and its link works", async () => {
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` } });
    expect(t.deps.mailer.kind).toBe("smtp");

    // Sign-up confirmation also goes over SMTP.
    const client = t.client();
    const email = "smtp.membro@exemplo.com.br";
    await client.post("/api/auth/sign-up/email", {
      email,
      password: "senha-forte-smtp",
      name: "Via SMTP",
      username: "via.smtp",
    });
    const confirmation = inbox.find((m) => m.to.includes(email));
    expect(confirmation).toBeDefined();
    const confirmLink = linkIn(decodeQuotedPrintable(confirmation!.raw).match(/Confirmar email: (\S+)/)?.[1]);
    expect((await client.get(confirmLink.replace(PUBLIC_URL, ""))).status).toBe(302);

    await t.client().post("/api/auth/request-password-reset", { email, redirectTo: "/recuperar-senha" });
    const reset = inbox.filter((m) => m.to.includes(email)).at(-1)!;
    const text = decodeQuotedPrintable(reset.raw);
    expect(text).toMatch(/Subject: Redefina sua senha/);
    const link = linkIn(text.match(/Redefinir senha: (\S+)/)?.[1]);
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get("token")!;
    expect(
      (await t.client().post("/api/auth/reset-password", { newPassword: "nova-senha-via-smtp", token }))
        .status,
    ).toBe(200);
    expect(
      (await t.client().post("/api/auth/sign-in/email", { email, password: "nova-senha-via-smtp" })).status,
    ).toBe(200);
  });
});

function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
