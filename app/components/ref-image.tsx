import type { ImgHTMLAttributes } from "react";
import type { ImageRef } from "~/lib/image-ref";

type ImgAttributes = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height">;

/**
 * An <img> for an image as content records give it: its source, its
 * description and its intrinsic size (so the space is reserved before it
 * loads), then whatever the place needs (class, loading hints).
 */
export function RefImage({ image, ...attributes }: { image: ImageRef } & ImgAttributes) {
  return <img src={image.src} alt={image.alt} width={image.width} height={image.height} {...attributes} />;
}
