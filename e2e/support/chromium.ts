/** Debian's Chromium by default; CHROMIUM_PATH points the browser tests at another build. */
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const INSTALL_HINT = "sudo apt-get install -y chromium fonts-liberation";

/** CI runners set CI=true; there a missing browser must fail the run instead of skipping every test. */
export const isCI = () => !!process.env.CI && !["0", "false"].includes(process.env.CI.toLowerCase());
