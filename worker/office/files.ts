import { IMAGE_TYPES } from "../../app/forms/contract/data-url";

/**
 * The images of a submission, as its payload keeps them (data URLs,
 * checked by type and bytes when it was accepted), served one at a time to
 * the signed-in page only.
 */
const DATA_URL = /^data:(image\/[a-z]+);base64,/;

export function isImageValue(value: unknown): value is string {
  return typeof value === "string" && DATA_URL.test(value.slice(0, 40));
}

/** The `index`th image of `field`, as bytes and type; null when there is none. */
export function imageOf(
  data: Record<string, unknown>,
  field: string,
  index: number,
): { type: string; bytes: Uint8Array<ArrayBuffer> } | null {
  if (!Object.hasOwn(data, field)) return null;
  const value = data[field];
  const item = Array.isArray(value) ? value[index] : index === 0 ? value : undefined;
  if (!isImageValue(item)) return null;
  const match = DATA_URL.exec(item)!;
  const type = match[1]!;
  // Only the four types acceptance allows are served, so nothing else can be sent with a browser-run type.
  if (!(IMAGE_TYPES as readonly string[]).includes(type)) return null;
  try {
    const binary = atob(item.slice(match[0].length));
    return { type, bytes: Uint8Array.from(binary, (c) => c.charCodeAt(0)) };
  } catch {
    return null;
  }
}
