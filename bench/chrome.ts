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

/**
 * Chrome's preference for a browser that shows no PDF inside a page, as a
 * phone's Chrome does (it offers the file instead). The bench's Lighthouse
 * runs use it (bench/lighthouse.ts, decision 024), and so does the browser
 * test of the embedded PDFs' note (tests/e2e/admission.spec.ts).
 */
export const NO_PDF_VIEWER_PREFS = { plugins: { always_open_pdf_externally: true } };

/** Text types Cloudflare compresses in production, so the bench gzips them too. */
export const COMPRESSIBLE = /text|javascript|json|xml|svg|css/;
