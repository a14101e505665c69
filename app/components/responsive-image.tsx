import manifest from "~/content/images.manifest.json";

/**
 * One component for every raster image from the pipeline
 * (scripts/images.ts): AVIF and WebP with a JPEG fallback at
 * several widths, intrinsic width/height so nothing shifts, lazy unless it
 * is the page's largest above-the-fold image (`priority`).
 */
export type ImageName = keyof typeof manifest;

const BASE = "/generated/img";

export function srcSet(name: ImageName, ext: "avif" | "webp" | "jpg") {
  return manifest[name].widths.map((w) => `${BASE}/${name}-${w}.${ext} ${w}w`).join(", ");
}

export function ResponsiveImage({
  name,
  alt,
  sizes = "100vw",
  priority = false,
  className,
}: {
  name: ImageName;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const entry = manifest[name];
  const fallbackWidth = entry.widths.find((w) => w >= 800) ?? entry.widths.at(-1);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(name, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(name, "webp")} sizes={sizes} />
      <img
        src={`${BASE}/${name}-${fallbackWidth}.jpg`}
        srcSet={srcSet(name, "jpg")}
        sizes={sizes}
        alt={alt}
        width={entry.width}
        height={entry.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}
