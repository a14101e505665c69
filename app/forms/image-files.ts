/**
 * Turns a chosen image into what the admission form sends: downscaled and
 * re-encoded in the browser, then a data URL (requirements §3 carries files as data
 * URLs). Phone cameras produce 3–12 MB photos; five of them must fit the 5 MB
 * encoded total (requirements §9), so every image is redrawn at most 2000 px on its
 * longest edge as JPEG, stepping quality and size down until it fits a
 * per-file budget. Text on a photographed certificate stays legible at that
 * size. EXIF orientation is applied while decoding, so a portrait photo is
 * sent upright.
 */
export interface PreparedImage {
  id: string;
  /** The visitor's file name (extension switched to .jpg when re-encoded). */
  name: string;
  dataUrl: string;
  /** Length of the data URL: what the 5 MB total counts (base64 included). */
  encodedBytes: number;
  originalBytes: number;
  width: number;
  height: number;
  /** blob: URL of exactly what will be sent, for the preview. */
  previewUrl: string;
}

const MAX_EDGE = 2000;
/**
 * Seven files at most (5 papers, a photo, a payment slip) must share 5 MB of
 * base64: about 560 KB of JPEG each. Ordinary photos land well below this
 * at the first step; only very detailed images take the later ones.
 */
export const PER_FILE_TARGET = 540 * 1024;
const STEPS: Array<{ edge: number; quality: number }> = [
  { edge: MAX_EDGE, quality: 0.85 },
  { edge: MAX_EDGE, quality: 0.75 },
  { edge: 1600, quality: 0.72 },
  { edge: 1280, quality: 0.7 },
  { edge: 1024, quality: 0.65 },
];

let counter = 0;

/** Upright size from the file's header: an <img> reads it without decoding the pixels. */
function uprightSize(file: Blob): Promise<[number, number]> {
  const url = URL.createObjectURL(file);
  const img = new Image();
  return new Promise<[number, number]>((resolve, reject) => {
    img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
    img.onerror = reject;
    img.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/**
 * Decoded straight to at most MAX_EDGE: a 50-megapixel photo would take
 * 200 MB as a full-size bitmap, enough to kill a phone's tab. Browsers that
 * ignore the resize options decode at full size and the canvas scales.
 * "from-image" applies the EXIF orientation (the default in current
 * browsers, stated so older ones do the same); the resize is in upright pixels.
 */
async function decode(file: Blob): Promise<ImageBitmap> {
  const [width, height] = await uprightSize(file);
  const scale = MAX_EDGE / Math.max(width, height);
  return createImageBitmap(
    file,
    scale < 1
      ? {
          imageOrientation: "from-image",
          resizeWidth: Math.round(width * scale),
          resizeHeight: Math.round(height * scale),
          resizeQuality: "high",
        }
      : { imageOrientation: "from-image" },
  );
}

async function encode(
  bitmap: ImageBitmap,
  edge: number,
  quality: number,
): Promise<{ blob: Blob; width: number; height: number }> {
  const scale = Math.min(1, edge / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  let blob: Blob | null;
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no 2d context");
    draw(ctx, bitmap, width, height);
    blob = await canvas.convertToBlob({ type: "image/jpeg", quality });
  } else {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no 2d context");
    draw(ctx, bitmap, width, height);
    blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
  }
  if (!blob) throw new Error("encoding failed");
  return { blob, width, height };
}

function draw(
  ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(bitmap, 0, 0, width, height);
}

export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(blob);
  });
}

/** Downscale, re-encode and encode one image. Rejects if it cannot be decoded. */
export async function prepareImage(file: File): Promise<PreparedImage> {
  const bitmap = await decode(file);
  try {
    let result: Awaited<ReturnType<typeof encode>> | undefined;
    for (const step of STEPS) {
      if (result && result.blob.size <= PER_FILE_TARGET) break;
      result = await encode(bitmap, step.edge, step.quality);
    }
    if (!result) throw new Error("no encoding step");
    const dataUrl = await readAsDataUrl(result.blob);
    counter += 1;
    return {
      id: `img-${counter}`,
      name: `${file.name.replace(/\.[^.]*$/, "")}.jpg`,
      dataUrl,
      encodedBytes: dataUrl.length,
      originalBytes: file.size,
      width: result.width,
      height: result.height,
      previewUrl: URL.createObjectURL(result.blob),
    };
  } finally {
    bitmap.close();
  }
}

/**
 * "1.2 MB" / "640 KB" for the running total and the previews. Nothing is
 * "0 KB" (the total before any file is chosen); a tiny file is at least "1 KB".
 */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes <= 0) return "0 KB";
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
