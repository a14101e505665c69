/**
 * The gallery's viewer (gallery-viewer.tsx), as a plain module the page
 * script starts (app/page-script.ts): a tile (gallery-tile.tsx) opens its
 * image in the modal dialog; the arrow keys, the buttons and a sideways
 * swipe move through the images, round from the last to the first; on
 * close, focus goes back to the tile of the image last shown, so keyboard
 * users keep their place. Escape and the close button are the dialog's own.
 */
export const GALLERY_VIEWER = "data-gallery-viewer";
/** On each tile's link, with `data-caption`, `data-alt` and `data-position`. */
export const GALLERY_ITEM = "data-gallery-item";
export const VIEWER_PARTS = {
  caption: "data-viewer-caption",
  position: "data-viewer-position",
  image: "data-viewer-image",
  previous: "data-viewer-previous",
  next: "data-viewer-next",
} as const;

/** How far a finger must travel sideways to count as a swipe, in CSS pixels. */
const SWIPE_PX = 50;

export function startGallery(dialog: HTMLDialogElement): void {
  const part = <E extends Element>(name: keyof typeof VIEWER_PARTS) =>
    dialog.querySelector<E>(`[${VIEWER_PARTS[name]}]`);
  const caption = part("caption");
  const position = part("position");
  const image = part<HTMLImageElement>("image");
  const previous = part("previous");
  const next = part("next");
  const tiles = [...dialog.ownerDocument.querySelectorAll<HTMLAnchorElement>(`a[${GALLERY_ITEM}]`)];
  if (!caption || !position || !image || !previous || !next || tiles.length === 0) return;

  let current = 0;
  const show = (index: number) => {
    current = (index + tiles.length) % tiles.length;
    const tile = tiles[current] as HTMLAnchorElement;
    caption.textContent = tile.dataset.caption ?? "";
    position.textContent = tile.dataset.position ?? "";
    image.alt = tile.dataset.alt ?? "";
    image.src = tile.getAttribute("href") ?? "";
  };

  tiles.forEach((tile, index) => {
    tile.addEventListener("click", (event) => {
      // A new tab or window, asked for with a modifier key or the middle button, gets the picture itself.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      show(index);
      dialog.showModal();
    });
  });
  previous.addEventListener("click", () => show(current - 1));
  next.addEventListener("click", () => show(current + 1));
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight") show(current + 1);
    else if (event.key === "ArrowLeft") show(current - 1);
    else return;
    event.preventDefault();
  });

  let swipeFrom: number | null = null;
  image.addEventListener("pointerdown", (event) => {
    swipeFrom = event.clientX;
  });
  image.addEventListener("pointerup", (event) => {
    if (swipeFrom === null) return;
    const travelled = event.clientX - swipeFrom;
    swipeFrom = null;
    if (Math.abs(travelled) >= SWIPE_PX) show(current + (travelled < 0 ? 1 : -1));
  });
  image.addEventListener("pointercancel", () => {
    swipeFrom = null;
  });
  // Images can be dragged out of a page; here a drag is a swipe.
  image.addEventListener("dragstart", (event) => event.preventDefault());

  dialog.addEventListener("close", () => tiles[current]?.focus());
}
