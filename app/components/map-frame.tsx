import { site } from "~/content/site";
import { ExternalLink } from "./external-link";
import { useFrame } from "~/i18n/use-frame";
import { MAP_CARD } from "./map-behaviour";

/**
 * The map (requirements §2.2, a frame 400 px high), on request. The page first shows
 * a card of the same height: our own sketch of Kamalpokhari, the address, a
 * "Show map" button that puts the provider's interactive map in its place,
 * and an "Open in maps" link. Nothing is fetched from the map provider until
 * the visitor presses the button (privacy, and data on slow connections),
 * and a blocked or offline provider no longer leaves an empty grey box.
 * Without JavaScript the button is hidden (public/noscript.css) and the link
 * still works.
 */
export function MapFrame({ className = "" }: { className?: string }) {
  const { map } = useFrame();
  return (
    <div className={className} {...{ [MAP_CARD]: "card" }}>
      {/* Becomes the provider's map when "Show map" is pressed (map-behaviour.ts): until then no frame, no request. */}
      <div
        hidden
        data-map-frame=""
        data-src={site.map.embedUrl}
        data-title={map.frameTitle}
        className="block h-[400px] w-full rounded-md border-0 bg-slate-200"
      />
      <div className="flex h-[400px] flex-col overflow-hidden rounded-md bg-white text-slate-800" data-map-card="">
        <img
          src="/art/kamalpokhari-map.svg"
          alt={map.sketchAlt}
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          className="min-h-0 w-full flex-1 object-cover bg-[#f3f1e8]"
        />
        <div className="flex flex-col gap-3 p-4">
          <address className="not-italic leading-snug">
            <strong className="block text-brand-800">{site.name}</strong>
            {map.addressLine}
          </address>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <button type="button" className="btn-primary min-h-11 cursor-pointer" data-map-show="" data-needs-js="">
              {map.show}
            </button>
            <span className="text-sm text-slate-600" data-needs-js="">
              {map.loadsFrom}
            </span>
          </p>
        </div>
      </div>
      <ExternalLink href={site.map.linkUrl} className="mt-2 inline-block min-h-6 underline underline-offset-2">
        {map.open}
      </ExternalLink>
    </div>
  );
}
