// What `scripts/serve.ts` previews the build with: Cloudflare's plugin
// alone, which runs the built Worker and its static files in workerd.
// vite.config.ts loads React Router's, UnoCSS's and the build's own plugins
// as well, none of which serves a request: 2 s of CPU at every server
// start, and the test servers start dozens of times a run (the kill test's
// six restarts took 76 s with them, 38 s without).
import { cloudflare } from "@cloudflare/vite-plugin";
import { defineConfig } from "vite";

/** The Worker's runtime as every local server runs it (`npm run dev` too, through vite.config.ts). */
export function workerRuntime() {
  return cloudflare({
    viteEnvironment: { name: "ssr" },
    // Local R2 (the outbox) and cache state; the browser tests keep theirs apart from `npm start`'s.
    persistState: process.env.WORKER_STATE_DIR ? { path: process.env.WORKER_STATE_DIR } : true,
    // The Workers debugger stays closed unless asked for (WORKER_INSPECTOR_PORT=9229): the tests and
    // the bench run several servers at once, each of which would claim port 9229, and two starting
    // together collided (EADDRINUSE) so that one never answered.
    inspectorPort: process.env.WORKER_INSPECTOR_PORT ? Number(process.env.WORKER_INSPECTOR_PORT) : false,
  });
}

export default defineConfig({ plugins: [workerRuntime()] });
