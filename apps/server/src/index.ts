import { ConfigError, loadConfig } from "./config";
import { startServer } from "./bootstrap";

try {
  const config = loadConfig();
  const { close, deps } = await startServer(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    deps.logger.info({ signal }, "shutting down");
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
