import nodemailer from "nodemailer";
import type { Db } from "../db";
import { mailOutbox } from "../../db/schema";
import type { Logger } from "../logger";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { kind: "smtp" | "outbox"; send(message: MailMessage): Promise<void> };

type MailerOptions = { smtpUrl?: string; from: string; db: Db; logger: Logger };

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise a development outbox that stores
 * each message and prints it (with its links) to the log, so recovery works on a fresh machine.
 */
export function createMailer({ smtpUrl, from, db, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: "smtp",
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  return {
    kind: "outbox",
    async send(message) {
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info(
        { outbox: true, to: message.to, subject: message.subject, links },
        "mail stored in dev outbox",
      );
    },
  };
}
