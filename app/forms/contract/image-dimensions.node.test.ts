import sharp, { type Sharp } from "sharp";
import { expect, it } from "vitest";
import { imageDataUrlType, type ImageType } from "./data-url";
import { bytesReader, imageDimensions } from "./image-size";

/**
 * The header parser shared by the admission form and the API
 * (app/forms/contract/image-size.ts) against files made by a real encoder (sharp's
 * libvips, libjpeg-turbo, libpng, libwebp and cgif), which the Workers-runtime
 * unit tests cannot produce. No browser and no server needed: plain Node.
 */
type Variant = [name: string, type: ImageType, encode: (image: Sharp) => Sharp];

const VARIANTS: Variant[] = [
  ["PNG", "image/png", (i) => i.png()],
  ["PNG, interlaced palette", "image/png", (i) => i.png({ progressive: true, palette: true })],
  ["JPEG baseline", "image/jpeg", (i) => i.jpeg()],
  ["JPEG progressive", "image/jpeg", (i) => i.jpeg({ progressive: true })],
  ["JPEG 4:4:4 with mozjpeg", "image/jpeg", (i) => i.jpeg({ mozjpeg: true, chromaSubsampling: "4:4:4" })],
  [
    "JPEG with a large Exif block",
    "image/jpeg",
    (i) => i.jpeg().withExif({ IFD0: { ImageDescription: "x".repeat(40_000), Copyright: "MBC" } }),
  ],
  ["WebP lossy (VP8)", "image/webp", (i) => i.webp({ quality: 80 })],
  ["WebP lossless (VP8L)", "image/webp", (i) => i.webp({ lossless: true })],
  ["WebP with alpha (VP8X)", "image/webp", (i) => i.ensureAlpha(0.5).webp()],
  ["GIF", "image/gif", (i) => i.gif()],
];

const SIZES: [number, number][] = [
  [64, 64],
  [63, 64],
  [64, 63],
  [1600, 1200],
  [3000, 20],
];

for (const [name, type, encode] of VARIANTS) {
  it(`${name}: the header gives sharp's size, and 64 px is the smallest side accepted`, async () => {
    for (const [width, height] of SIZES) {
      const bytes = await encode(sharp({ create: { width, height, channels: 3, background: "#2050a0" } })).toBuffer();
      const meta = await sharp(bytes).metadata();
      expect(`${meta.format}`, name).toBe(type === "image/jpeg" ? "jpeg" : type.slice(6));
      expect(imageDimensions(type, bytesReader(bytes)), `${name} ${width}×${height}`).toEqual({
        width: meta.width,
        height: meta.height,
      });
      const dataUrl = `data:${type};base64,${bytes.toString("base64")}`;
      expect(imageDataUrlType(dataUrl), `${name} ${width}×${height}`).toBe(width >= 64 && height >= 64 ? type : null);
    }
  });
}

it("a file cut before its frame header is refused; a whole one is not", async () => {
  const jpeg = await sharp({ create: { width: 200, height: 150, channels: 3, background: "#a05020" } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: "y".repeat(2000) } })
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  expect(sof).toBeGreaterThan(2000);
  expect(imageDimensions("image/jpeg", bytesReader(jpeg.subarray(0, sof + 9)))).toBeNull(); // the size, not yet the component count
  expect(imageDimensions("image/jpeg", bytesReader(jpeg.subarray(0, sof + 10)))).toEqual({ width: 200, height: 150 });
});
