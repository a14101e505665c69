// Writes every PdfDocument exported by app/content/**/*.documents.ts into
// public/ (see app/lib/documents.ts). A real PDF placed at the same path
// under public/overrides/ wins over the generated one.
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import type { Site } from "../app/content/site.ts";
import type { PdfDocument } from "../app/lib/documents.ts";
import { renderPdf } from "./pdf.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const load = async <T>(file: string): Promise<T> =>
  (
    await runnerImport<T>(join(root, file), {
      configFile: false,
      logLevel: "error",
      resolve: { alias: { "~": join(root, "app") } },
    })
  ).module;

const findDocumentModules = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".documents.ts"))
    .map((f) => join(dir, f));

const { site } = await load<{ site: Site }>("app/content/site.ts");
const seen = new Set<string>();
let count = 0;
for (const file of findDocumentModules("app/content")) {
  const { documents } = await load<{ documents: PdfDocument[] }>(file);
  for (const doc of documents) {
    if (seen.has(doc.path)) throw new Error(`Two documents claim ${doc.path}`);
    seen.add(doc.path);
    const target = join(root, "public", doc.path);
    mkdirSync(dirname(target), { recursive: true });
    const override = join(root, "public/overrides", doc.path);
    if (existsSync(override)) copyFileSync(override, target);
    else writeFileSync(target, await renderPdf(doc, site));
    count++;
  }
}
console.log(`generated ${count} PDF documents (${relative(root, join(root, "public"))}/)`);
