import type { GalleryImage } from "~/content/gallery";
import { FALLBACK_ALT, PHOTO_FALLBACK } from "~/components/image-fallback-behaviour";
import { RefImage } from "~/components/ref-image";
import { GALLERY_ITEM } from "./gallery-behaviour";
import { GALLERY_PLACEHOLDER } from "./placeholder";
import { useWords } from "~/i18n/use-frame";

/**
 * One gallery image as a link to the picture itself: without JavaScript it
 * opens the image; the page script (gallery-behaviour.ts) opens it in the
 * viewer instead. The link carries what the viewer shows: the caption, the
 * description and the image's place in the gallery ("(3 of 11)"). A failed
 * image becomes the placeholder (requirements §4; image-fallback-behaviour.ts).
 */
export function GalleryTile({ image, position }: { image: GalleryImage; position: string }) {
  const words = useWords().gallery;
  return (
    <figure className="m-0">
      <a
        href={image.src}
        {...{ [GALLERY_ITEM]: "" }}
        data-caption={image.caption}
        data-alt={image.alt}
        data-position={position}
        className="group block w-full overflow-hidden rounded-lg bg-slate-100 shadow-sm cursor-zoom-in focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <span className="sr-only">{words.enlarge}</span>
        <RefImage
          image={image}
          loading="lazy"
          decoding="async"
          {...{ [PHOTO_FALLBACK]: GALLERY_PLACEHOLDER, [FALLBACK_ALT]: `${image.alt}${words.unavailable}` }}
          className="block h-auto w-full transition-transform duration-300 motion-safe:group-hover:scale-105 motion-safe:group-focus-visible:scale-105"
        />
      </a>
      <figcaption className="mt-2 text-sm font-medium text-slate-700">{image.caption}</figcaption>
    </figure>
  );
}
