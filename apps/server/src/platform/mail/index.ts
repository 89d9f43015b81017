import nodemailer from "nodemailer";
import type { Db } from "../db";
import { mailOutbox } from "../../db/schema";
import type { Logger } from "../logger";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The same id on every retry of one message, so a receiving server can drop a duplicate. */
  messageId?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post …); the dev outbox does not keep them. */
  headers?: Record<string, string>;
};
export type Mailer = {
  kind: "smtp" | "outbox";
  /** `db`: the outbox writes through this connection, e.g. inside the caller's transaction. */
  send(message: MailMessage, options?: { db?: Db }): Promise<void>;
};

type MailerOptions = { smtpUrl?: string; from: string; db: Db; logger: Logger };

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise a development outbox that stores
 * each message and prints it (with its links) to the log, so recovery works on a fresh machine.
 */
export function createMailer({ smtpUrl, from, db, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    // Bounded, so a send (and the job around it) ends within a minute even with a silent server.
    const transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return {
      kind: "smtp",
      async send({ messageId, headers, ...message }) {
        await transport.sendMail({
          from,
          ...message,
          ...(messageId ? { messageId } : {}),
          ...(headers ? { headers } : {}),
        });
      },
    };
  }
  return {
    kind: "outbox",
    async send(message, options) {
      await (options?.db ?? db).insert(mailOutbox).values({
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
