/**
 * An image's pixel size read from its header, for the admission form's files
 * (docs/decisions/011-image-checks.md). The leading-bytes check in
 * ./data-url.ts only proves a file *starts* like an image; a 12-byte
 * "GIF89a…" stub or a GIF signature followed by script text passes it. Here
 * each format's header is walked far enough to find the frame's dimensions;
 * whatever cannot be walked is "not an image". Runs in the browser and in
 * the Worker, on a byte reader so a 5 MB data URL is never decoded whole.
 */
export interface Dimensions {
  width: number;
  height: number;
}

/** `length` bytes at `offset`, or null when the file ends before them. */
export type ByteReader = (offset: number, length: number) => Uint8Array | null;

/** Smallest side accepted, in pixels: below it a document photo cannot be read. */
const MIN_IMAGE_SIDE = 64;
/** Largest image accepted, in pixels (100 megapixels): above it decoding one could exhaust a phone or the office's viewer. */
export const MAX_IMAGE_PIXELS = 100_000_000;

/**
 * Blocks walked before giving up: real files reach their frame header in a
 * few dozen, and a crafted file of a million tiny blocks must not cost the
 * Worker (or a phone) a second of CPU.
 */
const MAX_STEPS = 100_000;

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => b[i]! * 0x1000000 + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
const u32le = (b: Uint8Array, i: number) => b[i + 3]! * 0x1000000 + ((b[i + 2]! << 16) | (b[i + 1]! << 8) | b[i]!);
/** Whether the bytes from `i` spell `text` (ASCII). */
export const isAscii = (b: ArrayLike<number>, i: number, text: string) =>
  [...text].every((ch, k) => b[i + k] === ch.charCodeAt(0));

/** PNG: the first chunk must be a complete 13-byte IHDR (signature 8 + length 4 + type 4 + data 13 + CRC 4). */
function png(read: ByteReader): Dimensions | null {
  const b = read(0, 33);
  if (!b || u32be(b, 8) !== 13 || !isAscii(b, 12, "IHDR")) return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/**
 * GIF: the logical screen descriptor gives the size, but a GIF is only an
 * image if an image descriptor follows (after the optional colour table and
 * any extension blocks); text after the signature does not walk that far.
 */
function gif(read: ByteReader): Dimensions | null {
  const head = read(0, 13);
  if (!head) return null;
  const packed = head[10]!;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    const intro = read(at, 1)?.[0];
    if (intro === 0x2c) return read(at, 10) ? { width: u16le(head, 6), height: u16le(head, 8) } : null;
    if (intro !== 0x21 || !read(at + 1, 1)) return null; // not an extension: trailer, junk or end of file
    at += 2;
    // Extension data: sub-blocks of (size byte, size bytes) ending with a zero size.
    for (let size = read(at, 1)?.[0]; size !== 0; size = read(at, 1)?.[0], steps++) {
      if (size === undefined || steps >= MAX_STEPS) return null;
      at += 1 + size;
    }
    at += 1;
  }
  return null;
}

/** Start-of-frame markers carry the size: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** JPEG: walk the marker segments from SOI to the first start-of-frame header. */
function jpeg(read: ByteReader): Dimensions | null {
  let at = 2;
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    const mark = read(at, 2);
    if (mark?.[0] !== 0xff) return null;
    const marker = mark[1]!;
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // standalone markers have no length
      continue;
    }
    // End of image or start of scan before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda || marker === 0xd8 || marker === 0x00) return null;
    const segment = read(at + 2, 2);
    if (!segment) return null;
    const length = u16be(segment, 0);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      // length(2) precision(1) height(2) width(2) components(1)
      const frame = length >= 8 ? read(at + 2, 8) : null;
      return frame ? { width: u16be(frame, 5), height: u16be(frame, 3) } : null;
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: the first chunk after "RIFF….WEBP" is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webp(read: ByteReader): Dimensions | null {
  const head = read(0, 20);
  if (!head) return null;
  const size = u32le(head, 16);
  const b = read(0, isAscii(head, 12, "VP8L") ? 25 : 30);
  if (!b) return null;
  if (isAscii(b, 12, "VP8 ")) {
    // Frame tag (3 bytes, bit 0 clear on a key frame), start code 9d 01 2a, then 14-bit sizes.
    if (size < 10 || (b[20]! & 1) !== 0 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (isAscii(b, 12, "VP8L")) {
    // Signature 0x2f, then width−1 and height−1 in 14 bits each, little-endian bit order.
    if (size < 5 || b[20] !== 0x2f) return null;
    const bits = u32le(b, 21);
    return { width: (bits & 0x3fff) + 1, height: (Math.floor(bits / 0x4000) & 0x3fff) + 1 };
  }
  if (isAscii(b, 12, "VP8X")) {
    // Flags (1) and reserved (3), then canvas width−1 and height−1 in 24 bits each.
    if (size < 10) return null;
    return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  }
  return null;
}

const readers = { "image/png": png, "image/gif": gif, "image/jpeg": jpeg, "image/webp": webp } as const;

/** The size in `type`'s header, or null when the header cannot be walked. The magic bytes are checked by the caller. */
export function imageDimensions(type: keyof typeof readers, read: ByteReader): Dimensions | null {
  return readers[type](read);
}

/** True for a size this site accepts: at least 64 px on each side, at most 100 megapixels. */
export function acceptableSize(size: Dimensions | null): boolean {
  return (
    size !== null &&
    size.width >= MIN_IMAGE_SIDE &&
    size.height >= MIN_IMAGE_SIDE &&
    size.width * size.height <= MAX_IMAGE_PIXELS
  );
}

/** A ByteReader over bytes in memory. */
export function bytesReader(bytes: Uint8Array): ByteReader {
  return (offset, length) =>
    offset >= 0 && offset + length <= bytes.length ? bytes.subarray(offset, offset + length) : null;
}

/**
 * A ByteReader over base64 text (already checked to be well formed) that
 * decodes only the 4-character groups covering each read.
 */
export function base64Reader(base64: string): ByteReader {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  const total = (base64.length / 4) * 3 - padding;
  return (offset, length) => {
    if (offset < 0 || offset + length > total) return null;
    const first = Math.floor(offset / 3);
    const last = Math.ceil((offset + length) / 3);
    const binary = atob(base64.slice(first * 4, last * 4));
    const out = new Uint8Array(length);
    const skip = offset - first * 3;
    for (let i = 0; i < length; i++) out[i] = binary.charCodeAt(skip + i);
    return out;
  };
}
