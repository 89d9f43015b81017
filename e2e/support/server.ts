import { inject } from "vitest";
import type { TestServer } from "./global-setup";

/**
 * The server this test file talks to: the one of its worker (vitest numbers the workers running at
 * once from 1), so files running side by side never share a database.
 */
export function thisServer(): TestServer {
  const servers = inject("servers");
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return servers[(worker - 1) % servers.length]!;
}
