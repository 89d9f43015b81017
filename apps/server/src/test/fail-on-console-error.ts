import { afterEach, vi } from "vitest";

// An unexpected console.error fails the test; tests that expect one mock it themselves.
const spy = vi.spyOn(console, "error");
afterEach(() => {
  const calls = spy.mock.calls.length;
  spy.mockClear();
  if (calls > 0) throw new Error(`console.error was called ${calls} time(s) during the test`);
});
