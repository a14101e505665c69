import { acceptableSize, base64Reader, imageDimensions, isAscii } from "./image-size";

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

function matchesMagic(type: ImageType, b: ArrayLike<number>): boolean {
  switch (type) {
    case "image/jpeg":
      return b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
    case "image/png":
      return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v);
    case "image/gif":
      return isAscii(b, 0, "GIF87a") || isAscii(b, 0, "GIF89a");
    case "image/webp":
      return isAscii(b, 0, "RIFF") && isAscii(b, 8, "WEBP");
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
    // One reader decodes only the 4-character groups each check needs.
    const read = base64Reader(base64);
    const head = read(0, 12);
    if (!head || !matchesMagic(type, head)) return null;
    return acceptableSize(imageDimensions(type, read)) ? type : null;
  } catch {
    return null;
  }
}

/** Image type from a file's own leading bytes (native multipart posts); null when not one of the four. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const head = bytes.subarray(0, 12);
  return IMAGE_TYPES.find((type) => matchesMagic(type, head)) ?? null;
}
