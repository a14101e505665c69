import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import type { GalleryImage } from "~/content/gallery";
import { GALLERY_PLACEHOLDER } from "./placeholder";
import { useWords } from "~/i18n/use-frame";

/**
 * One gallery image as a button that opens the viewer. A failed image is
 * replaced by the placeholder (requirements §4). React attaches onError only at
 * hydration, so an image that failed before then is caught on mount by
 * `complete && naturalWidth === 0`.
 */
export const GalleryTile = forwardRef<HTMLButtonElement, { image: GalleryImage; onOpen: () => void }>(
  function GalleryTile({ image, onOpen }, ref) {
    const words = useWords().gallery;
    const [failed, setFailed] = useState(false);
    const img = useRef<HTMLImageElement>(null);
    const button = useRef<HTMLButtonElement>(null);
    useImperativeHandle(ref, () => button.current as HTMLButtonElement);
    useEffect(() => {
      const el = img.current;
      if (el?.complete && el.naturalWidth === 0) setFailed(true);
    }, []);
    return (
      <figure className="m-0">
        <button
          ref={button}
          type="button"
          onClick={onOpen}
          className="group block w-full overflow-hidden rounded-lg bg-slate-100 shadow-sm cursor-zoom-in focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <span className="sr-only">{words.enlarge}</span>
          <img
            ref={img}
            src={failed ? GALLERY_PLACEHOLDER : image.src}
            alt={failed ? `${image.alt}${words.unavailable}` : image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
            data-failed={failed ? "" : undefined}
            className="block h-auto w-full transition-transform duration-300 motion-safe:group-hover:scale-105 motion-safe:group-focus-visible:scale-105"
          />
        </button>
        <figcaption className="mt-2 text-sm font-medium text-slate-700">{image.caption}</figcaption>
      </figure>
    );
  },
);
