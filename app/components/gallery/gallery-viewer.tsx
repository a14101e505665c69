import { Icon } from "~/components/icons";
import { PHOTO_FALLBACK } from "~/components/image-fallback-behaviour";
import { RefImage } from "~/components/ref-image";
import type { GalleryImage } from "~/content/gallery";
import { useWords } from "~/i18n/use-frame";
import { GALLERY_VIEWER, VIEWER_PARTS } from "./gallery-behaviour";
import { GALLERY_PLACEHOLDER } from "./placeholder";

const CAPTION_ID = "gallery-viewer-caption";

/**
 * The enlarged view of a gallery image: a native modal <dialog> (the rest
 * of the page is inert, focus stays inside, Escape closes it), its close
 * button a `method="dialog"` form's. The page script (gallery-behaviour.ts)
 * opens it from a tile and fills it in; it is rendered with the first image
 * so that its markup is whole, and loads nothing until opened.
 */
export function GalleryViewer({ first, position }: { first: GalleryImage; position: string }) {
  const words = useWords().gallery;
  return (
    <dialog
      {...{ [GALLERY_VIEWER]: "" }}
      aria-labelledby={CAPTION_ID}
      className="m-auto w-[min(64rem,calc(100vw-1rem))] rounded-xl border-0 bg-slate-900 p-0 text-white shadow-2xl backdrop:bg-slate-900/80"
    >
      <div className="p-3 sm:p-5">
        <div className="flex items-center justify-between gap-3">
          <p id={CAPTION_ID} className="m-0 font-semibold">
            <span {...{ [VIEWER_PARTS.caption]: "" }}>{first.caption}</span>{" "}
            <span {...{ [VIEWER_PARTS.position]: "" }} className="ml-1 text-sm font-normal text-slate-300">
              {position}
            </span>
          </p>
          <form method="dialog">
            <button
              type="submit"
              aria-label={words.close}
              className="rounded-md p-2 hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-accent"
            >
              <Icon name="close" />
            </button>
          </form>
        </div>
        {/* touch-action: a sideways swipe on the image is the viewer's (next or previous), not the page's. */}
        <RefImage
          image={first}
          loading="lazy"
          {...{ [VIEWER_PARTS.image]: "", [PHOTO_FALLBACK]: GALLERY_PLACEHOLDER }}
          className="mt-3 block h-auto max-h-[72vh] w-full touch-pan-y select-none rounded-md object-contain"
        />
        <div className="mt-3 flex justify-between gap-3">
          <button
            type="button"
            {...{ [VIEWER_PARTS.previous]: "" }}
            className="btn-secondary border-white text-white hover:bg-white/10"
          >
            <Icon name="arrow-right" className="rotate-180" />
            {words.previous}
            <span className="sr-only">{words.image}</span>
          </button>
          <button
            type="button"
            {...{ [VIEWER_PARTS.next]: "" }}
            className="btn-secondary border-white text-white hover:bg-white/10"
          >
            {words.next}
            <span className="sr-only">{words.image}</span>
            <Icon name="arrow-right" />
          </button>
        </div>
      </div>
    </dialog>
  );
}
