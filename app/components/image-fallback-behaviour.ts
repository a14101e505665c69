/**
 * An image that fails to load becomes its placeholder (requirements §2.5,
 * §4: staff photos and the gallery's tiles), as a plain module the page
 * script starts (app/page-script.ts). The error may come before the script
 * runs, so an image that has already finished broken is replaced too.
 *
 * The image names its placeholder in PHOTO_FALLBACK and, where its
 * description should say the picture is missing, that description in
 * FALLBACK_ALT. A staff photo also says what it now shows in
 * `data-staff-photo`.
 */
export const PHOTO_FALLBACK = "data-photo-fallback";
export const FALLBACK_ALT = "data-fallback-alt";

export function replaceWhenBroken(img: HTMLImageElement): void {
  const fallback = img.getAttribute(PHOTO_FALLBACK);
  if (!fallback) return;
  const fail = () => {
    if (img.getAttribute("src") === fallback) return;
    img.src = fallback;
    const alt = img.getAttribute(FALLBACK_ALT);
    if (alt !== null) img.alt = alt;
    if ("staffPhoto" in img.dataset) img.dataset.staffPhoto = "placeholder";
  };
  img.addEventListener("error", fail);
  if (img.complete && img.naturalWidth === 0) fail();
}
