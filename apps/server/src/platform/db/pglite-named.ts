import { parse, type PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];

/** A statement PGlite has parsed under its name: its text, parameter types and row description. */
type Parsed = { text: string; paramTypes: number[]; description: BackendMessage[] };

const { serialize } = protocol;

function concat(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Named prepared statements on PGlite, as on PostgreSQL. PGlite's `query()` sends every statement
 * unnamed, so PostgreSQL parses and plans it again on every call (for the feed's first page,
 * planning took longer than running). A statement given a name here is parsed once, and
 * PostgreSQL keeps its plans as it does for a named statement on a pooled connection; each call
 * is then one round trip into PGlite (bind, execute, sync) instead of six.
 *
 * Only statements already prepared by name on PostgreSQL go this way (Drizzle's `.prepare(name)`
 * through `prepareByName`, and `queryByName`), so the same plans are chosen on both databases. A
 * name always stands for one text. Inside a transaction statements take PGlite's own path.
 */
export class PgliteNamedStatements {
  readonly #parsed = new Map<string, Parsed>();
  /** The texts of Drizzle's statements prepared by name, to their names. */
  readonly #names = new Map<string, string>();
  readonly client: PGlite;
  /** The client Drizzle is given: PGlite itself, but a registered text goes by its name. */
  readonly forDrizzle: PGlite;

  constructor(client: PGlite) {
    this.client = client;
    const byName = <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      const name = this.#names.get(text);
      return name === undefined
        ? client.query<T>(text, params, options)
        : this.query<T>(name, text, params ?? [], options);
    };
    this.forDrizzle = new Proxy(client, {
      get(target, key) {
        if (key === "query") return byName;
        const value = Reflect.get(target, key, target) as unknown;
        // PGlite's methods use private fields, so they must run on the instance itself.
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }

  /** Drizzle's statement of this text runs under `name` from now on. */
  register(name: string, text: string) {
    const known = this.#names.get(text);
    if (known !== undefined && known !== name) throw new Error(`statement text already named ${known}`);
    this.#names.set(text, name);
  }

  /** Runs the statement called `name`, parsing `text` under that name the first time. */
  async query<T>(name: string, text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const client = this.client;
    await client.waitReady;
    // The order PGlite's own query() takes its locks in: never between a transaction's statements.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const run = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
        let parsed = this.#parsed.get(name);
        if (parsed && parsed.text !== text) throw new Error(`statement ${name} has another text`);
        if (!parsed) {
          try {
            const described = await run(
              concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name })]),
            );
            parsed = {
              text,
              paramTypes: parse.parseDescribeStatementResults(described),
              description: described.filter((m) => m.name === "rowDescription"),
            };
          } finally {
            await run(serialize.sync());
          }
          this.#parsed.set(name, parsed);
        }
        const types = parsed.paramTypes;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
          return serializer ? (serializer(value) as string) : String(value);
        });
        // One round trip: an error in bind or execute skips to the sync, and is thrown after it.
        const messages = await run(
          concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
        );
        await client.syncToFs();
        return parse.parseResults(
          [...parsed.description, ...messages],
          client.parsers,
          options,
        )[0] as Results<T>;
      }),
    );
  }
}
