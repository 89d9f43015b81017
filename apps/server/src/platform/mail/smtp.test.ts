import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn } from "../../test/accounts";
import { createTestApp, PUBLIC_URL } from "../../test/harness";
import { startSmtpPeer, type ReceivedMail } from "../../test/smtp";

describe("e-mail over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let inbox: ReceivedMail[];

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    inbox = smtp.inbox;
  });
  afterAll(() => smtp.close());

  it("delivers the recovery e-mail through a real SMTP peer, and its link works", async () => {
    const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
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
    const confirmLink = linkIn(
      decodeQuotedPrintable(confirmation!.raw).match(/Confirmar e-mail: (\S+)/)?.[1],
    );
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
