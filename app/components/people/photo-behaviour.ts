/**
 * A staff photo that fails to load becomes the placeholder (requirements
 * §2.5, §4), as a plain module the page script starts (app/page-script.ts).
 * The error may come before the script runs, so an image that has already
 * finished broken is replaced too.
 */
export const PHOTO_FALLBACK = "data-photo-fallback";

export function replaceWhenBroken(img: HTMLImageElement): void {
  const fallback = img.getAttribute(PHOTO_FALLBACK);
  if (!fallback) return;
  const fail = () => {
    if (img.getAttribute("src") === fallback) return;
    img.src = fallback;
    img.dataset.staffPhoto = "placeholder";
  };
  img.addEventListener("error", fail);
  if (img.complete && img.naturalWidth === 0) fail();
}
