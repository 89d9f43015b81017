// Development: the API on :3000 (restarts on change) and Vite on :5173 proxying /api to it.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@guilda/server"], {
    stdio: "inherit",
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173" },
  }),
  spawn("npm", ["run", "dev", "-w", "@guilda/web"], { stdio: "inherit" }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((c) => c.on("exit", (code) => code && stop()));
