// The Chromium the bench drives (page weights and Lighthouse).
import { existsSync } from "node:fs";

export const chromePath =
  process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** Text types Cloudflare compresses in production, so the bench gzips them too. */
export const COMPRESSIBLE = /text|javascript|json|xml|svg|css/;
