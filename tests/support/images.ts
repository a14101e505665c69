/**
 * Image bytes built in code for the tests (the suite ships no binaries, and
 * sharp cannot run inside workerd). PNG and GIF come out as complete files
 * any viewer opens; JPEG and WebP are real headers in real segment/chunk
 * order with placeholder image data, which is all a header check reads.
 * Encoder-made files of every format are checked against the parser in
 * app/forms/contract/image-dimensions.node.test.ts (Node, with sharp).
 */
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

export const bytesOf = (...parts: (number[] | string | Uint8Array)[]): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? ascii(p) : [...p])));

function crc32(bytes: number[]): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: number[]): number[] {
  const body = [...ascii(type), ...data];
  return [...be32(data.length), ...body, ...be32(crc32(body))];
}

/** Zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(raw: number[]): number[] {
  const out = [0x78, 0x01];
  for (let i = 0; i < raw.length || i === 0; i += 0xffff) {
    const block = raw.slice(i, i + 0xffff);
    const final = i + 0xffff >= raw.length ? 1 : 0;
    out.push(final, ...le16(block.length), ...le16(~block.length & 0xffff), ...block);
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return [...out, ...be32(((b << 16) | a) >>> 0)];
}

/** A complete grey PNG of `width` × `height`; `headerOnly` stops after IHDR (for sizes too big to build). */
export function png(width: number, height: number, { headerOnly = false } = {}): Uint8Array<ArrayBuffer> {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const ihdr = pngChunk("IHDR", [...be32(width), ...be32(height), 8, 0, 0, 0, 0]); // 8-bit greyscale
  if (headerOnly) return bytesOf(signature, ihdr);
  const row = [0, ...new Array<number>(width).fill(0x80)]; // filter byte, then pixels
  const raw = Array.from({ length: height }, () => row).flat();
  return bytesOf(signature, ihdr, pngChunk("IDAT", zlibStored(raw)), pngChunk("IEND", []));
}

/**
 * A complete one-colour GIF89a of `width` × `height`. The LZW stream sends a
 * clear code before every pixel, so codes stay 3 bits wide: large, but
 * trivially correct. `headerOnly` stops after the image descriptor.
 */
export function gif(width: number, height: number, { headerOnly = false, comment = "" } = {}): Uint8Array<ArrayBuffer> {
  const screen = [...le16(width), ...le16(height), 0x80, 0, 0]; // global colour table of 2 entries
  const palette = [0x20, 0x50, 0xa0, 0xff, 0xff, 0xff];
  const extension = comment ? [0x21, 0xfe, ...subBlocks(ascii(comment)), 0] : [];
  const descriptor = [0x2c, 0, 0, 0, 0, ...le16(width), ...le16(height), 0];
  if (headerOnly) return bytesOf("GIF89a", screen, palette, extension, descriptor);
  const codes: number[] = [];
  for (let i = 0; i < width * height; i++) codes.push(4, 0); // clear, colour 0
  codes.push(5); // end of information
  const packed: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const code of codes) {
    acc |= code << bits;
    bits += 3;
    while (bits >= 8) {
      packed.push(acc & 0xff);
      acc >>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) packed.push(acc & 0xff);
  return bytesOf("GIF89a", screen, palette, extension, descriptor, [2], subBlocks(packed), [0], [0x3b]);
}

function subBlocks(data: number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < data.length; i += 255) {
    const block = data.slice(i, i + 255);
    out.push(block.length, ...block);
  }
  return out;
}

const segment = (marker: number, data: number[]) => [0xff, marker, ...be16(data.length + 2), ...data];

/**
 * A baseline JPEG's header segments in encoder order: SOI, APP0 (JFIF), an
 * APP1 of `exifBytes` (phones put a large Exif block before the frame),
 * DQT, the SOF0 frame header with the size, DHT, SOS, then placeholder scan
 * data and EOI. `frame` picks another start-of-frame marker (0xc2 = progressive).
 */
export function jpeg(width: number, height: number, { exifBytes = 64, frame = 0xc0 } = {}): Uint8Array<ArrayBuffer> {
  return bytesOf(
    [0xff, 0xd8],
    segment(0xe0, [...ascii("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    segment(0xe1, [...ascii("Exif"), 0, 0, ...new Array<number>(Math.max(0, exifBytes - 6)).fill(0x2a)]),
    segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    segment(frame, [8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
    segment(0xc4, [0, ...new Array<number>(16).fill(0), 0]),
    segment(0xda, [3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0]),
    new Array<number>(32).fill(0x55),
    [0xff, 0xd9],
  );
}

function riff(chunk: string, data: number[]): Uint8Array<ArrayBuffer> {
  const body = [...ascii("WEBP"), ...ascii(chunk), ...le32(data.length), ...data, ...(data.length % 2 ? [0] : [])];
  return bytesOf("RIFF", le32(body.length), body);
}

/** A lossy WebP ("VP8 "): key-frame tag, start code, 14-bit sizes, placeholder frame data. */
export function webpLossy(width: number, height: number): Uint8Array<ArrayBuffer> {
  return riff("VP8 ", [
    0x50,
    0x02,
    0x00,
    0x9d,
    0x01,
    0x2a,
    ...le16(width),
    ...le16(height),
    ...new Array<number>(16).fill(0),
  ]);
}

/** A lossless WebP ("VP8L"): signature 0x2f, then width−1 and height−1 in 14 bits each. */
export function webpLossless(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff("VP8L", [0x2f, ...le32(bits >>> 0), ...new Array<number>(8).fill(0)]);
}

/** An extended WebP ("VP8X"): flags, reserved, 24-bit canvas width−1 and height−1 (first chunk only). */
export function webpExtended(width: number, height: number): Uint8Array<ArrayBuffer> {
  return riff("VP8X", [0x10, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
}

export const base64Of = (data: Uint8Array) => {
  let binary = "";
  for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
  return btoa(binary);
};
export const imageDataUrl = (type: string, data: Uint8Array) => `data:${type};base64,${base64Of(data)}`;
