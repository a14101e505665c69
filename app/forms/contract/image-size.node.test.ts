import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { imageDataUrlType } from "./data-url";
import { base64Reader, bytesReader, imageDimensions, MAX_IMAGE_PIXELS } from "./image-size";
import {
  base64Of,
  bytesOf,
  gif,
  imageDataUrl,
  jpeg,
  png,
  webpExtended,
  webpLossless,
  webpLossy,
} from "../../../tests/support/images";

/** Header-read sizes and the admission schema's image rule (docs/decisions/011-image-checks.md). */
type Type = "image/png" | "image/gif" | "image/jpeg" | "image/webp";
const BUILDERS: [name: string, type: Type, make: (w: number, h: number) => Uint8Array][] = [
  ["PNG", "image/png", (w, h) => png(w, h)],
  ["GIF", "image/gif", (w, h) => gif(w, h)],
  ["JPEG baseline", "image/jpeg", (w, h) => jpeg(w, h)],
  ["JPEG progressive", "image/jpeg", (w, h) => jpeg(w, h, { frame: 0xc2 })],
  ["JPEG with a 60 KB Exif block", "image/jpeg", (w, h) => jpeg(w, h, { exifBytes: 60_000 })],
  ["WebP lossy (VP8)", "image/webp", webpLossy],
  ["WebP lossless (VP8L)", "image/webp", webpLossless],
  ["WebP extended (VP8X)", "image/webp", webpExtended],
];

const accepted = (type: string, bytes: Uint8Array) => imageDataUrlType(imageDataUrl(type, bytes));

describe("imageDimensions", () => {
  it.each(BUILDERS)("%s: reads width and height from the header", (_name, type, make) => {
    expect(imageDimensions(type, bytesReader(make(120, 90)))).toEqual({ width: 120, height: 90 });
    expect(imageDimensions(type, bytesReader(make(64, 200)))).toEqual({ width: 64, height: 200 });
  });

  it.each(BUILDERS)("%s: the base64 reader gives the same size as the bytes", (_name, type, make) => {
    const bytes = make(97, 65);
    expect(imageDimensions(type, base64Reader(base64Of(bytes)))).toEqual({ width: 97, height: 65 });
  });

  it("reads the largest sizes each header can carry", () => {
    expect(imageDimensions("image/png", bytesReader(png(2 ** 31 - 1, 1, { headerOnly: true })))).toEqual({
      width: 2 ** 31 - 1,
      height: 1,
    });
    expect(imageDimensions("image/gif", bytesReader(gif(65535, 65535, { headerOnly: true })))).toEqual({
      width: 65535,
      height: 65535,
    });
    expect(imageDimensions("image/jpeg", bytesReader(jpeg(65535, 65535)))).toEqual({ width: 65535, height: 65535 });
    expect(imageDimensions("image/webp", bytesReader(webpLossy(16383, 16383)))).toEqual({
      width: 16383,
      height: 16383,
    });
    expect(imageDimensions("image/webp", bytesReader(webpLossless(16384, 16384)))).toEqual({
      width: 16384,
      height: 16384,
    });
    expect(imageDimensions("image/webp", bytesReader(webpExtended(2 ** 24, 2 ** 24)))).toEqual({
      width: 2 ** 24,
      height: 2 ** 24,
    });
  });

  it.each(BUILDERS)(
    "%s: every truncation of the header is unreadable, never a wrong size or a throw",
    (_name, type, make) => {
      const whole = make(120, 90);
      // The header ends where the size has been read; cut anywhere before that.
      const needed =
        [...Array(whole.length).keys()].find(
          (n) => imageDimensions(type, bytesReader(whole.subarray(0, n))) !== null,
        ) ?? whole.length;
      for (let n = 0; n < needed; n++)
        expect(imageDimensions(type, bytesReader(whole.subarray(0, n))), `${n} bytes`).toBeNull();
      expect(needed).toBeGreaterThan(12); // more than the magic bytes
    },
  );

  it("a GIF needs an image descriptor after its screen descriptor, past any extension blocks", () => {
    expect(imageDimensions("image/gif", bytesReader(gif(120, 90, { comment: "made by a test" })))).toEqual({
      width: 120,
      height: 90,
    });
    const headerOnly = gif(120, 90, { headerOnly: true });
    expect(imageDimensions("image/gif", bytesReader(headerOnly.subarray(0, headerOnly.length - 1)))).toBeNull();
    // The trailer (0x3b) straight after the colour table: no image in it.
    expect(imageDimensions("image/gif", bytesReader(bytesOf(gif(120, 90).subarray(0, 19), [0x3b])))).toBeNull();
  });

  it("a JPEG whose scan starts before any frame header is unreadable", () => {
    const noFrame = bytesOf([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xda, 0, 4, 0, 0, 0xff, 0xd9]);
    expect(imageDimensions("image/jpeg", bytesReader(noFrame))).toBeNull();
  });

  it("a JPEG segment length that points past the end is unreadable", () => {
    expect(
      imageDimensions("image/jpeg", bytesReader(bytesOf([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff], new Uint8Array(100)))),
    ).toBeNull();
  });

  it("gives up on a JPEG of endless tiny segments instead of walking them all", () => {
    const tiny = Array.from({ length: 150_000 }, () => [0xff, 0xfe, 0, 2]).flat();
    expect(
      imageDimensions("image/jpeg", bytesReader(bytesOf([0xff, 0xd8], tiny, jpeg(120, 90).subarray(2)))),
    ).toBeNull();
    const some = Array.from({ length: 1000 }, () => [0xff, 0xfe, 0, 2]).flat();
    expect(imageDimensions("image/jpeg", bytesReader(bytesOf([0xff, 0xd8], some, jpeg(120, 90).subarray(2))))).toEqual({
      width: 120,
      height: 90,
    });
  });

  it("a WebP whose VP8 chunk lacks the key-frame start code, or VP8L its signature, is unreadable", () => {
    const lossy = webpLossy(120, 90);
    lossy[24] = 0; // start code 9d 01 2a broken
    expect(imageDimensions("image/webp", bytesReader(lossy))).toBeNull();
    const lossless = webpLossless(120, 90);
    lossless[20] = 0x2e;
    expect(imageDimensions("image/webp", bytesReader(lossless))).toBeNull();
    const other = webpLossy(120, 90);
    other.set(bytesOf("ALPH"), 12);
    expect(imageDimensions("image/webp", bytesReader(other))).toBeNull();
  });
});

describe("the schema's image rule (imageDataUrlType)", () => {
  it.each(BUILDERS)("%s: 64 px sides are accepted, 63 px refused", (_name, type, make) => {
    expect(accepted(type, make(64, 64))).toBe(type);
    expect(accepted(type, make(63, 64))).toBeNull();
    expect(accepted(type, make(64, 63))).toBeNull();
  });

  it("100 megapixels is accepted, one row more is refused (header-only files)", () => {
    expect(accepted("image/png", png(10_000, 10_000, { headerOnly: true }))).toBe("image/png");
    expect(accepted("image/png", png(10_000, 10_001, { headerOnly: true }))).toBeNull();
    expect(accepted("image/gif", gif(65535, 65535, { headerOnly: true }))).toBeNull();
    expect(accepted("image/jpeg", jpeg(20_000, 5_001))).toBeNull();
    expect(accepted("image/jpeg", jpeg(20_000, 5_000))).toBe("image/jpeg");
    expect(accepted("image/webp", webpLossy(16383, 6103))).toBe("image/webp"); // 99.99 MP
    expect(accepted("image/webp", webpLossy(16383, 16383))).toBeNull(); // 268 MP
  });

  it("a 12-byte GIF89a stub is refused", () => {
    const stub = bytesOf("GIF89a", [1, 0, 1, 0, 0x80, 0]);
    expect(stub).toHaveLength(12);
    expect(accepted("image/gif", stub)).toBeNull();
  });

  it("a GIF signature followed by script text is refused, even when the text reads as a plausible size", () => {
    expect(accepted("image/gif", bytesOf("GIF89a<script>alert(document.cookie)</script>"))).toBeNull();
    // "    " reads as 8224 × 8224 (67 MP, within limits): refused because no image follows.
    expect(accepted("image/gif", bytesOf("GIF89a    \u0000\u0000\u0000alert('x')//", new Uint8Array(40)))).toBeNull();
  });

  it("zero sizes are refused", () => {
    expect(accepted("image/png", png(0, 0, { headerOnly: true }))).toBeNull();
    expect(accepted("image/jpeg", jpeg(120, 0))).toBeNull();
  });

  it("keeps the declared-type and base64 checks", () => {
    expect(accepted("image/jpeg", png(120, 90))).toBeNull();
    expect(imageDataUrlType(`data:image/png;base64,${base64Of(png(120, 90)).slice(0, -1)}`)).toBeNull();
  });

  it("MAX_IMAGE_PIXELS is 100 megapixels", () => {
    expect(MAX_IMAGE_PIXELS).toBe(100 * 1000 * 1000);
  });
});

describe("any bytes behind a real signature", () => {
  const type = fc.constantFrom<Type>("image/png", "image/gif", "image/jpeg", "image/webp");
  const signed = fc
    .tuple(type, fc.nat(300), fc.uint8Array({ maxLength: 300 }), fc.nat(120))
    .map(([t, cut, tail, at]) => {
      // A real header cut anywhere, random bytes after it, and one random byte overwritten.
      const good = {
        "image/png": png(80, 80),
        "image/gif": gif(64, 64),
        "image/jpeg": jpeg(120, 90),
        "image/webp": webpLossy(90, 90),
      }[t];
      const bytes = bytesOf(good.subarray(0, cut), tail);
      if (at < bytes.length) bytes[at] = tail[0] ?? 0xff;
      return [t, bytes] as const;
    });

  it("give a size of whole non-negative numbers or null, never a throw, the same from bytes and from base64", () => {
    fc.assert(
      fc.property(signed, ([t, bytes]) => {
        const size = imageDimensions(t, bytesReader(bytes));
        if (size) for (const side of [size.width, size.height]) expect(Number.isInteger(side) && side >= 0).toBe(true);
        expect(imageDimensions(t, base64Reader(base64Of(bytes)))).toEqual(size);
        expect(() => accepted(t, bytes)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});
