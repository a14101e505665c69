// The image pipeline, run by scripts/generate-assets.ts. Every source image in images/ (JPEG, PNG,
// WebP, AVIF or SVG; sub-folders allowed) becomes responsive AVIF and WebP
// plus a JPEG fallback at several widths in public/generated/img/, and
// app/content/images.manifest.json records each image's intrinsic size and
// widths for <ResponsiveImage> (app/components/responsive-image.tsx).
//
// Operator: drop a photo into images/ (e.g. images/gallery/graduation.jpg),
// run `npm run build`, then render <ResponsiveImage name="gallery/graduation" …/>.
// EXIF orientation is applied; metadata (GPS, camera) is stripped.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";

const root = fileURLToPath(new URL("..", import.meta.url));
const sourceDir = join(root, "images");
const outDir = join(root, "public/generated/img");
const manifestPath = join(root, "app/content/images.manifest.json");
export const WIDTHS = [480, 800, 1200, 1600];
/** An image's entry in app/content/images.manifest.json. */
export interface ManifestEntry {
  width: number;
  height: number;
  widths: number[];
}

const FORMATS: Record<string, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 55, effort: 4 }),
  webp: (img) => img.webp({ quality: 74 }),
  jpg: (img) => img.jpeg({ quality: 78, mozjpeg: true }),
};

const sources = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => !e.isDirectory() && /\.(jpe?g|png|webp|avif|svg)$/i.test(e.name))
        .map((e) => join(e.parentPath, e.name))
    : [];

export async function processImage(
  file: string,
  { from = sourceDir, to = outDir } = {},
): Promise<{ name: string; entry: ManifestEntry }> {
  const name = relative(from, file).slice(0, -extname(file).length).split("\\").join("/");
  const input = sharp(readFileSync(file), { density: 192 }).rotate();
  const meta = await input.metadata();
  const oriented = meta.orientation && meta.orientation >= 5;
  const width = (oriented ? meta.height : meta.width) ?? 0;
  const height = (oriented ? meta.width : meta.height) ?? 0;
  const widths = WIDTHS.filter((w) => w < width);
  widths.push(Math.min(width, WIDTHS.at(-1)!));
  const unique = [...new Set(widths)];
  // Record the largest generated size: the aspect ratio is what matters.
  const largest = unique.at(-1)!;
  for (const w of unique) {
    for (const [ext, encode] of Object.entries(FORMATS)) {
      const target = join(to, `${name}-${w}.${ext}`);
      if (existsSync(target) && statSync(target).mtimeMs >= statSync(file).mtimeMs) continue;
      mkdirSync(dirname(target), { recursive: true });
      await encode(input.clone().resize({ width: w, withoutEnlargement: true })).toFile(target);
    }
  }
  return { name, entry: { width: largest, height: Math.round((height * largest) / width), widths: unique } };
}

export async function generateImages() {
  const manifest: Record<string, ManifestEntry> = {};
  for (const file of sources(sourceDir).sort()) {
    const { name, entry } = await processImage(file);
    manifest[name] = entry;
  }
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  if (!existsSync(manifestPath) || readFileSync(manifestPath, "utf8") !== json) writeFileSync(manifestPath, json);
  return manifest;
}
