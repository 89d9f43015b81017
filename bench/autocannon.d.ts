// The part of autocannon 9's programmatic API the benchmarks use (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  };

  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Requests per second across all connections (open loop). */
    overallRate?: number;
    /** Cycled through, one per request. */
    requests?: Request[];
  };

  type Result = {
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  namespace autocannon {
    export type { Request };
  }
  export default autocannon;
}
