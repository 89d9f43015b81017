import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API and its websocket live on the server; same-origin in the browser keeps cookies simple.
    proxy: {
      "/api": { target: "http://localhost:3000", ws: true },
    },
  },
  preview: { port: 5173 },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // bench/bundle.ts reads it to measure the JavaScript each page needs before it can render.
    manifest: true,
  },
});
