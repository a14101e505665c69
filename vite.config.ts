import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "@unocss/vite";
import { type Plugin, defineConfig, runnerImport } from "vite";
import { workerRuntime } from "./scripts/preview.vite.config";

/**
 * Static files get their headers from _headers in the client build output;
 * it is written here from worker/security.ts, the source of the Worker's
 * own headers, so the two cannot drift apart. The module is loaded at build
 * time through Vite's module runner, like the app's own code, rather than
 * imported here: bundled into this config, the app's extensionless imports
 * would make Vite warn on every run (its native config loader refuses them).
 */
function staticHeaders(): Plugin {
  return {
    name: "mbc:static-headers",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle() {
      const { module } = await runnerImport<typeof import("./worker/static-headers")>(
        new URL("./worker/static-headers.ts", import.meta.url).pathname,
        { resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } } },
      );
      this.emitFile({ type: "asset", fileName: "_headers", source: module.staticHeadersFile() });
    },
  };
}

/**
 * The page script (app/page-script.ts): the small plain module every page
 * loads for the behaviour its native controls lack (the desktop menu's
 * hovering, the popup opened once per session, the counters). It must not
 * bring React along, so it is its own entry of the client build, not a route
 * module's import; this plugin adds it and tells the server its address
 * (`virtual:page-script`). The client is built before the server, so the
 * address is known when the server's build asks. In development Vite serves
 * the source itself.
 */
function pageScript(): Plugin {
  const source = "app/page-script.ts";
  const virtual = "virtual:page-script";
  let building = false;
  let chunk: string | undefined;
  let address = `/${source}`;
  return {
    name: "mbc:page-script",
    configResolved(config) {
      building = config.command === "build";
    },
    buildStart() {
      if (building && this.environment.name === "client") {
        chunk = this.emitFile({ type: "chunk", id: new URL(source, import.meta.url).pathname, name: "page-script" });
      }
    },
    generateBundle() {
      if (chunk && this.environment.name === "client") address = `/${this.getFileName(chunk)}`;
    },
    resolveId: (id) => (id === virtual ? `\0${virtual}` : undefined),
    load: (id) => (id === `\0${virtual}` ? `export default ${JSON.stringify(address)};` : undefined),
  };
}

export default defineConfig({
  // `~/` is app/ (tsconfig.json's paths): the build's bundler reads them itself, the development server only when told.
  resolve: { tsconfigPaths: true },
  // Identifies this build in the edge page cache's keys (worker/page-cache.ts).
  define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  // The Turnstile field's lazy chunk needs only modules its host page has
  // already loaded, so its import carries no preload list (bytes on every
  // form page's first load, docs/decisions/012-turnstile.md).
  build: { modulePreload: { resolveDependencies: (file, deps) => (file.includes("turnstile-body") ? [] : deps) } },
  // Every page's frame (header, menu, footer) imports a dozen small modules
  // that the routes share too; split by who imports them, each became a
  // chunk of its own (locale, fill, site, icons, the banner…), gzipped and
  // requested one by one. Grouped with what every page loads anyway (React
  // and React Router come along as their dependencies), a page's first load
  // is 3.5–5 KB smaller and seven requests fewer (decision 022). Only
  // small modules (nearly) every page loads belong here: whatever is listed
  // loads on every page. Vite's preload helper, which every page's route
  // modules import for their lazy parts, is one of them.
  environments: {
    // The Worker minified: the loader of a page's scripts is serialised from
    // its source into every page (worker/scripts-on-demand.ts), where each
    // byte counts towards the document's first round trip on a slow link.
    ssr: { build: { minify: true } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The page script's pieces (app/page-script.ts), each beside the
                // component whose markup it acts on: one chunk of their own,
                // taken before the frame's group, which would otherwise take
                // the ones its components import and bring React along to
                // every page.
                { name: "page-behaviour", test: /-behaviour\.ts$/, priority: 2 },
                {
                  priority: 1,
                  name: "frame",
                  test: /\/app\/(i18n\/(locale|use-frame|use-page|fill|digits|link)|components\/(unhydrated|hydration-state|icons|external-link|banner|logo|social-link|map-frame)|content\/site|lib\/scripts-on-demand|routes\/not-found-view)\.tsx?$|vite\/preload-helper/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [workerRuntime(), UnoCSS(), reactRouter(), staticHeaders(), pageScript()],
});
