import { useEffect, useId, useRef } from "react";
import { fill } from "~/i18n/fill";
import { Icon } from "~/components/icons";
import type { GalleryImage } from "~/content/gallery";
import { RefImage } from "~/components/ref-image";
import { GALLERY_PLACEHOLDER } from "./placeholder";
import { toDevanagariDigits } from "~/i18n/numerals";
import { useLocale, useWords } from "~/i18n/use-frame";

/**
 * The enlarged view of a gallery image. A native modal <dialog>: the rest
 * of the page is inert, focus stays inside, Escape closes it. Arrow keys
 * and the buttons move through the images; on close, focus goes back to
 * the tile of the image last shown (`onClose` does that).
 */
export function GalleryViewer({
  images,
  index,
  onChange,
  onClose,
}: {
  images: GalleryImage[];
  index: number | null;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  const words = useWords().gallery;
  const digits = useLocale() === "ne" ? toDevanagariDigits : (n: string) => n;
  const ref = useRef<HTMLDialogElement>(null);
  const captionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const open = index !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    const closed = () => onCloseRef.current();
    dialog?.addEventListener("close", closed);
    return () => dialog?.removeEventListener("close", closed);
  }, []);

  const count = images.length;
  const go = (delta: number) => index !== null && onChange((index + delta + count) % count);
  const image = index !== null ? images[index] : null;

  return (
    <dialog
      ref={ref}
      aria-labelledby={captionId}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") go(1);
        else if (e.key === "ArrowLeft") go(-1);
        else return;
        e.preventDefault();
      }}
      className="m-auto w-[min(64rem,calc(100vw-1rem))] rounded-xl border-0 bg-slate-900 p-0 text-white shadow-2xl backdrop:bg-slate-900/80"
    >
      {image ? (
        <div className="p-3 sm:p-5">
          <div className="flex items-center justify-between gap-3">
            <p id={captionId} className="m-0 font-semibold">
              {image.caption}{" "}
              <span className="ml-1 text-sm font-normal text-slate-300">
                ({fill(words.position, { n: digits(String((index ?? 0) + 1)), count: digits(String(count)) })})
              </span>
            </p>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              aria-label={words.close}
              className="rounded-md p-2 hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-accent"
            >
              <Icon name="close" />
            </button>
          </div>
          <RefImage
            key={image.src}
            image={image}
            onError={(e) => {
              if (!e.currentTarget.src.endsWith(GALLERY_PLACEHOLDER)) e.currentTarget.src = GALLERY_PLACEHOLDER;
            }}
            className="mt-3 block h-auto max-h-[72vh] w-full rounded-md object-contain"
          />
          <div className="mt-3 flex justify-between gap-3">
            <button
              type="button"
              onClick={() => go(-1)}
              className="btn-secondary border-white text-white hover:bg-white/10"
            >
              <Icon name="arrow-right" className="rotate-180" />
              {words.previous}
              <span className="sr-only">{words.image}</span>
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              className="btn-secondary border-white text-white hover:bg-white/10"
            >
              {words.next}
              <span className="sr-only">{words.image}</span>
              <Icon name="arrow-right" />
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
