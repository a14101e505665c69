import { acceptableSize, base64Reader, imageDimensions } from "./image-size";

/**
 * Image data URLs as the admission form sends them (requirements §3): the declared
 * type must be one of four image types, the decoded leading bytes must
 * match it, so a renamed PDF or script cannot ride in as "image/png"
 * (requirements §5), and its header must give a size of at least 64 px a side and
 * at most 100 megapixels (./image-size.ts, docs/decisions/011-image-checks.md).
 * Runs in the browser and in the Worker: no Node APIs.
 */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const DATA_URL = /^data:(image\/(?:jpeg|png|webp|gif));base64,/;
// Whole-payload check is linear and cheap even for 5 MB.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function leadingBytes(base64: string, count: number): number[] {
  // 4 base64 characters carry 3 bytes; decode only what the check needs.
  const chars = Math.ceil(count / 3) * 4;
  const binary = atob(base64.slice(0, chars));
  return Array.from(binary, (c) => c.charCodeAt(0));
}

function ascii(bytes: number[], from: number, text: string): boolean {
  return [...text].every((ch, i) => bytes[from + i] === ch.charCodeAt(0));
}

function matchesMagic(type: ImageType, b: number[]): boolean {
  switch (type) {
    case "image/jpeg":
      return b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
    case "image/png":
      return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v);
    case "image/gif":
      return ascii(b, 0, "GIF87a") || ascii(b, 0, "GIF89a");
    case "image/webp":
      return ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP");
  }
}

/** The declared image type when `value` is a well-formed image data URL whose bytes match it and whose header gives an acceptable size; otherwise null. */
export function imageDataUrlType(value: string): ImageType | null {
  const match = DATA_URL.exec(value);
  if (!match) return null;
  const base64 = value.slice(match[0].length);
  if (base64.length < 16 || base64.length % 4 !== 0 || !BASE64.test(base64)) return null;
  const type = match[1] as ImageType;
  try {
    if (!matchesMagic(type, leadingBytes(base64, 12))) return null;
    return acceptableSize(imageDimensions(type, base64Reader(base64))) ? type : null;
  } catch {
    return null;
  }
}

/** Image type from a file's own leading bytes (native multipart posts); null when not one of the four. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const b = Array.from(bytes.subarray(0, 12));
  return IMAGE_TYPES.find((type) => matchesMagic(type, b)) ?? null;
}

/** Bytes a base64 string decodes to (without decoding it). */
export function decodedLength(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}
