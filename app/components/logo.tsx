import { site } from "~/content/site";

/** The college mark: a shield with the short name, drawn in SVG. */
export function LogoMark({ size = 48 }: { size?: number }) {
  return (
    <svg viewBox="0 0 48 56" width={size} height={(size * 56) / 48} aria-hidden="true" focusable="false">
      <path d="M24 2 L46 9 V27 C46 41 36 50 24 54 C12 50 2 41 2 27 V9 Z" fill="#00609a" />
      <path
        d="M24 7 L41 12.5 V27 C41 38 33 45.5 24 49 C15 45.5 7 38 7 27 V12.5 Z"
        fill="none"
        stroke="#f2a900"
        strokeWidth="2"
      />
      <text
        x="24"
        y="33"
        textAnchor="middle"
        fontSize="13"
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
        fill="#fff"
      >
        {site.shortName}
      </text>
    </svg>
  );
}

/** Mark plus name (and, in the header, the tagline in the page's language), used in the header and maintenance page. */
export function Logo({ tagline }: { tagline?: string }) {
  return (
    <span className="inline-flex items-center gap-3">
      <LogoMark size={44} />
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-extrabold text-brand-800">{site.name}</span>
        {tagline ? <span className="text-xs text-slate-600">{tagline}</span> : null}
      </span>
    </span>
  );
}
