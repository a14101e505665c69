/**
 * The map card's "Show map" button (map-frame.tsx), as a plain module the
 * page script starts (app/page-script.ts): it puts the provider's map in
 * the card's place and moves focus to it. The card only names the map's
 * address and title (on its `data-map-frame` holder): no frame exists and
 * nothing is fetched from the provider before the press.
 */
export const MAP_CARD = "data-map";

export function startMapCard(card: HTMLElement): void {
  const button = card.querySelector<HTMLButtonElement>("button[data-map-show]");
  const holder = card.querySelector<HTMLElement>("[data-map-frame]");
  const sketch = card.querySelector<HTMLElement>("[data-map-card]");
  if (!button || !holder || !sketch) return;
  button.addEventListener(
    "click",
    () => {
      const frame = card.ownerDocument.createElement("iframe");
      frame.title = holder.dataset.title ?? "";
      frame.src = holder.dataset.src ?? "";
      frame.height = "400";
      frame.referrerPolicy = "no-referrer";
      frame.className = holder.className;
      holder.replaceWith(frame);
      sketch.hidden = true;
      card.setAttribute(MAP_CARD, "frame");
      frame.focus();
    },
    { once: true },
  );
}
