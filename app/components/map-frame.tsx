import { site } from "~/content/site";

/** The embedded map (SPEC §2.2, height 400), lazy so it costs nothing until scrolled to. */
export function MapFrame({ className = "" }: { className?: string }) {
  return (
    <div className={className}>
      <iframe
        title={`Map showing ${site.name} at ${site.address.street}, ${site.address.locality}`}
        src={site.map.embedUrl}
        height={400}
        loading="lazy"
        referrerPolicy="no-referrer"
        className="block w-full rounded-md border-0 bg-slate-200"
      />
      <a href={site.map.linkUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm underline underline-offset-2">
        View a larger map<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
