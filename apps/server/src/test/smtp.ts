import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP peer on a free local port. Every accepted message lands in `inbox`; while `refuse`
 * is true every recipient is refused with a temporary error (450), as a busy server would.
 */
export async function startSmtpPeer() {
  const peer = {
    inbox: [] as ReceivedMail[],
    refuse: false,
    url: "",
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (peer.refuse)
        return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 450 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        peer.inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  peer.url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`;
  return peer;
}
