import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One chat-completions request as the fake provider received it. */
export type FakeAiRequest = {
  path: string;
  authorization: string | undefined;
  model: string;
  stream: boolean;
  includeUsage: boolean;
  messages: { role: string; content: string }[];
  /** Every message's content, joined: what the provider was shown. */
  prompt: string;
};

/** What the fake answers to one request. */
export type FakeAiReply =
  /** A streamed answer in these pieces (or `text` cut into pieces of `chunkSize`). */
  | {
      text?: string;
      pieces?: string[];
      chunkSize?: number;
      /** Pause between pieces (real time; only to look like a model, tests never rely on it). */
      delayMs?: number;
      /** After this many pieces, wait until `release()` or until the client goes away. */
      holdAfter?: number;
      usage?: { prompt_tokens: number; completion_tokens: number };
      /** The last chunk's finish_reason ('stop' unless told, e.g. 'content_filter'). */
      finishReason?: string;
    }
  /** An HTTP error with an OpenAI-style error body. */
  | { status: number; message?: string }
  /** Accepts the request and never answers (for timeouts). */
  | { hang: true };

type Script = (request: FakeAiRequest) => FakeAiReply;

/** The default answer: names the question and cites source 1 (and an invented 99). */
export const echoScript: Script = (request) => {
  const question = [...request.messages].reverse().find((m) => m.role === "user")?.content ?? "";
  return { text: `Sobre "${question}": veja a fonte [1] e também [99].`, chunkSize: 12 };
};

/**
 * A real OpenAI-compatible chat-completions server on a free local port, speaking the streaming
 * protocol (`data: {chat.completion.chunk}` lines, a last chunk with finish_reason, a usage chunk,
 * `data: [DONE]`). Each test scripts its answers with `reply`; every request is kept in `requests`.
 */
export async function startFakeAi() {
  let script: Script = echoScript;
  const releases = new Set<() => void>();
  const openResponses = new Set<ServerResponse>();
  const closedListeners = new Set<() => void>();
  let counter = 0;

  const fake = {
    requests: [] as FakeAiRequest[],
    /** Requests whose client went away before the answer ended. */
    disconnects: 0,
    url: "",
    /** The base URL to give AI_BASE_URL. */
    baseUrl: "",
    reply(next: Script | FakeAiReply) {
      script = typeof next === "function" ? next : () => next;
    },
    reset() {
      script = echoScript;
      fake.requests.length = 0;
      fake.disconnects = 0;
    },
    /** Lets every held answer go on. */
    release() {
      for (const go of [...releases]) go();
    },
    /** Resolves once a client has gone away from `count` answers in total. */
    disconnected(count = 1) {
      return new Promise<void>((resolve) => {
        const check = () => {
          if (fake.disconnects >= count) {
            closedListeners.delete(check);
            resolve();
          }
        };
        closedListeners.add(check);
        check();
      });
    },
    lastRequest(): FakeAiRequest {
      const last = fake.requests[fake.requests.length - 1];
      if (!last) throw new Error("the fake AI provider received no request");
      return last;
    },
    close: () =>
      new Promise<void>((resolve) => {
        fake.release();
        for (const res of openResponses) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = createServer(async (req, res) => {
    const body = await readJson(req);
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions") || !body) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "not found", type: "invalid_request_error" } }));
      return;
    }
    const messages = (Array.isArray(body.messages) ? body.messages : []).map(
      (m: { role: string; content: unknown }) => ({ role: m.role, content: contentText(m.content) }),
    );
    const request: FakeAiRequest = {
      path: req.url,
      authorization: req.headers.authorization,
      model: String(body.model),
      stream: body.stream === true,
      includeUsage: body.stream_options?.include_usage === true,
      messages,
      prompt: messages.map((m: { content: string }) => m.content).join("\n"),
    };
    fake.requests.push(request);
    const reply = script(request);

    if ("hang" in reply) {
      openResponses.add(res);
      res.on("close", () => openResponses.delete(res));
      return;
    }
    if ("status" in reply) {
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          error: { message: reply.message ?? "upstream failure", type: "server_error", code: null },
        }),
      );
      return;
    }

    const text = reply.text ?? "";
    const pieces = reply.pieces ?? cut(text, reply.chunkSize ?? 16);
    const full = pieces.join("");
    const usage = reply.usage ?? {
      prompt_tokens: Math.ceil(request.prompt.length / 4),
      completion_tokens: Math.ceil(full.length / 4),
    };
    counter += 1;
    const id = `chatcmpl-fake-${counter}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: object, finish: string | null) => ({
      id,
      object: "chat.completion.chunk",
      created,
      model: request.model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });

    if (!request.stream) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created,
          model: request.model,
          choices: [{ index: 0, message: { role: "assistant", content: full }, finish_reason: "stop" }],
          usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
        }),
      );
      return;
    }

    let gone = false;
    openResponses.add(res);
    res.on("close", () => {
      openResponses.delete(res);
      if (!res.writableFinished) {
        gone = true;
        fake.disconnects += 1;
        for (const listener of [...closedListeners]) listener();
        for (const go of [...releases]) go();
      }
    });
    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    const send = (data: unknown) => {
      if (!gone) res.write(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
    };
    send(chunk({ role: "assistant", content: "" }, null));
    for (const [i, piece] of pieces.entries()) {
      if (gone) return;
      if (reply.holdAfter !== undefined && i === reply.holdAfter) {
        await new Promise<void>((resolve) => {
          const go = () => {
            releases.delete(go);
            resolve();
          };
          releases.add(go);
        });
        if (gone) return;
      }
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      send(chunk({ content: piece }, null));
    }
    if (gone) return;
    send(chunk({}, reply.finishReason ?? "stop"));
    if (request.includeUsage) {
      send({
        id,
        object: "chat.completion.chunk",
        created,
        model: request.model,
        choices: [],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      });
    }
    send("[DONE]");
    res.end();
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.baseUrl = `${fake.url}/v1`;
  return fake;
}

export type FakeAi = Awaited<ReturnType<typeof startFakeAi>>;

function cut(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content
      .map((part: { text?: string }) => (typeof part?.text === "string" ? part.text : ""))
      .join("");
  return "";
}

async function readJson(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return null;
  }
}
