/**
 * The map card's "Show map" button (map-frame.tsx), as a plain module the
 * page script starts (app/page-script.ts): it gives the provider's map its
 * address (kept aside in `data-src` until then, so nothing is fetched from
 * the provider before the press), shows it in the card's place and moves
 * focus to it.
 */
export const MAP_CARD = "data-map";

export function startMapCard(card: HTMLElement): void {
  const button = card.querySelector<HTMLButtonElement>("button[data-map-show]");
  const frame = card.querySelector<HTMLIFrameElement>("iframe[data-src]");
  const sketch = card.querySelector<HTMLElement>("[data-map-card]");
  if (!button || !frame || !sketch) return;
  button.addEventListener(
    "click",
    () => {
      frame.src = frame.dataset.src ?? "";
      frame.hidden = false;
      sketch.hidden = true;
      card.setAttribute(MAP_CARD, "frame");
      frame.focus();
    },
    { once: true },
  );
}
