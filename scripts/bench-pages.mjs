// The routes of SPEC §2.1 for the benchmark, read from app/content/pages.server.ts.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const { module } = await runnerImport(join(root, "app/content/pages.server.ts"), { configFile: false, logLevel: "error" });
export const pages = module.pages.map((p) => p.path);
