import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
// @ts-expect-error -- plain ESM build script without type declarations
import { WIDTHS, processImage } from "../../scripts/images.ts";
import { expect, test } from "./fixtures";

// What an operator's photo goes through (scripts/images.ts).
test("a phone photo becomes AVIF, WebP and JPEG at every width, upright and without metadata", async () => {
  const from = mkdtempSync(join(tmpdir(), "img-src-"));
  const to = mkdtempSync(join(tmpdir(), "img-out-"));
  // 3000×2000 pixels stored sideways, as phones do: EXIF orientation 6.
  const photo = join(from, "campus.jpg");
  await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#00609a" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(photo);

  const { name, entry } = await processImage(photo, { from, to });
  expect(name).toBe("campus");
  // Upright: the 3000-wide sideways image is 2000 wide once rotated, and the
  // recorded size is the largest generated one.
  expect(entry.widths).toEqual(WIDTHS);
  expect(entry).toMatchObject({ width: 1600, height: 2400 });
  const outputs = readdirSync(to).sort();
  expect(outputs).toHaveLength(WIDTHS.length * 3);
  for (const w of WIDTHS) {
    for (const ext of ["avif", "webp", "jpg"]) {
      const meta = await sharp(join(to, `campus-${w}.${ext}`)).metadata();
      expect(meta.width).toBe(w);
      expect(meta.height).toBe(w * 1.5);
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.exif).toBeUndefined();
    }
  }
});

test("a small source is never enlarged", async () => {
  const from = mkdtempSync(join(tmpdir(), "img-src-"));
  const to = mkdtempSync(join(tmpdir(), "img-out-"));
  await sharp({ create: { width: 640, height: 480, channels: 3, background: "#f2a900" } })
    .png()
    .toFile(join(from, "small.png"));
  const { entry } = await processImage(join(from, "small.png"), { from, to });
  expect(entry).toEqual({ width: 640, height: 480, widths: [480, 640] });
});
