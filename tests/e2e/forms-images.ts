import sharp from "sharp";

/**
 * Test images made on the fly with sharp, so the suite ships no binaries.
 * `photo()` imitates a 12-megapixel phone photo: smooth shapes with sensor
 * noise, which JPEG cannot squeeze much (≈4 MB at quality 85 for 4000×3000).
 */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function noise(width: number, height: number): Buffer {
  const buffer = Buffer.alloc(width * height * 3);
  for (let i = 0; i < buffer.length; i++) buffer[i] = Math.floor(Math.random() * 256);
  return buffer;
}

async function noisyPhoto(
  width: number,
  height: number,
  quality: number,
  grain = 40,
  orientation?: number,
): Promise<Buffer> {
  const raw = await sharp(noise(Math.ceil(width / 10), Math.ceil(height / 10)), {
    raw: { width: Math.ceil(width / 10), height: Math.ceil(height / 10), channels: 3 },
  })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  for (let i = 0; i < raw.length; i++) raw[i] = Math.min(255, (raw[i] ?? 0) * 0.8 + Math.random() * grain);
  const jpeg = sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality });
  return (orientation ? jpeg.withMetadata({ orientation }) : jpeg).toBuffer();
}

/** A 4000×3000 JPEG of several MB, under the 5 MB per-file rule. */
export async function phonePhoto(name = "IMG_4000x3000.jpg"): Promise<TestFile> {
  return { name, mimeType: "image/jpeg", buffer: await noisyPhoto(4000, 3000, 85) };
}

/**
 * A 48-megapixel (8000×6000) phone photo, as today's phones take them:
 * "6mb" is about 6 MB and stored sideways (EXIF orientation 6, a portrait
 * held upright), "12mb" about 12 MB. Both are over 5 MB before compression.
 * Made once per worker (each takes seconds).
 */
const large = new Map<string, Promise<Buffer>>();
export async function largePhoto(kind: "6mb" | "12mb", name = `IMG_48MP_${kind}.jpg`): Promise<TestFile> {
  if (!large.has(kind))
    large.set(kind, kind === "6mb" ? noisyPhoto(8000, 6000, 62, 20, 6) : noisyPhoto(8000, 6000, 80, 40));
  return { name, mimeType: "image/jpeg", buffer: await large.get(kind)! };
}

/** A small valid image (a plain document scan). */
export async function smallImage(name = "scan.png", colour = "#e8e1d0"): Promise<TestFile> {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** Claims to be a JPEG but is not decodable. */
export function brokenImage(name = "broken.jpg"): TestFile {
  return { name, mimeType: "image/jpeg", buffer: Buffer.from("this is not really a picture") };
}

/**
 * A phone photo of a mark sheet: a slightly rotated page of text under
 * uneven light on a dark table, with sensor noise; ≈3 MB at quality 92,
 * like a 12-megapixel phone's own JPEG.
 */
export async function documentPhoto(name = "marksheet.jpg"): Promise<TestFile> {
  const width = 4000;
  const height = 3000;
  let lines = "";
  for (let i = 0; i < 40; i++) {
    lines += `<text x="${500 + (i % 3) * 10}" y="${450 + i * 60}" font-family="DejaVu Sans, sans-serif" font-size="38" fill="#222">Subject ${i + 1}: Computing and Information Systems ..... Grade A ${(Math.random() * 100).toFixed(1)}</text>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g" cx="40%" cy="40%" r="80%"><stop offset="0" stop-color="#8a7a66"/><stop offset="1" stop-color="#3b332a"/></radialGradient><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbf8f0"/><stop offset="1" stop-color="#d9d3c4"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><g transform="rotate(-3 2000 1500)"><rect x="380" y="250" width="3240" height="2600" fill="url(#p)"/><text x="1300" y="360" font-family="DejaVu Sans, sans-serif" font-size="70" font-weight="700" fill="#111">NATIONAL EXAMINATIONS BOARD</text>${lines}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) {
    if (i % info.channels < 3) data[i] = Math.max(0, Math.min(255, (data[i] ?? 0) + (Math.random() - 0.5) * 18));
  }
  const buffer = await sharp(data, { raw: info }).removeAlpha().jpeg({ quality: 92 }).toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}
