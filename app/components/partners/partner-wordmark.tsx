import { site } from "~/content/site";
import { useWords } from "~/i18n/use-frame";
import { fill } from "~/i18n/fill";
import type { departments } from "~/i18n/words/departments";

/**
 * Our own text-based wordmarks for the two UK awarding partners (requirements §2.5
 * department "logos"): a coloured badge with a monogram and the name beside
 * it. Drawn from text, so never a copy of anyone's trademark; colours are SVG
 * attributes, which the CSP allows (no style attributes).
 */
export type AwardingPartner = "university" | "awardingBody";

const marks: Record<
  AwardingPartner,
  {
    mark: string;
    lines: [string, string];
    colour: string;
    role: keyof Pick<(typeof departments)["en"], "degreesAwardedBy" | "diplomasAwardedBy">;
  }
> = {
  university: { mark: "UCLan", lines: ["UCLan", "Central Lancashire"], colour: "#0b2e59", role: "degreesAwardedBy" },
  awardingBody: { mark: "NCC", lines: ["NCC", "Education"], colour: "#4a2c82", role: "diplomasAwardedBy" },
};

/** The square badge in a partner's colour with its monogram, at the left of a 240 × 96 wordmark. */
export function MonogramBadge({ mark, colour }: { mark: string; colour: string }) {
  return (
    <>
      <rect x="12" y="14" width="68" height="68" rx="10" fill={colour} />
      <text
        x="46"
        y="55"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="800"
        fontSize={mark.length > 3 ? 17 : 24}
        fill="#fff"
      >
        {mark}
      </text>
    </>
  );
}

export function PartnerWordmark({ partner }: { partner: AwardingPartner }) {
  const { mark, lines, colour, role } = marks[partner];
  const name = site.partners[partner].name;
  const words = useWords().departments;
  return (
    <figure className="m-0" data-partner-wordmark={partner}>
      <svg
        role="img"
        aria-label={fill(words.wordmark, { name })}
        viewBox="0 0 240 96"
        width="240"
        height="96"
        className="h-auto w-56 max-w-full"
      >
        {/* The partner's name drawn as its wordmark: English on a page in either language. */}
        <g lang="en">
          <rect x="1.5" y="1.5" width="237" height="93" rx="12" fill="#fff" stroke={colour} strokeWidth="3" />
          <MonogramBadge mark={mark} colour={colour} />
          <text x="92" y="44" fontFamily="system-ui, sans-serif" fontWeight="700" fontSize="16" fill={colour}>
            {lines[0]}
          </text>
          <text x="92" y="66" fontFamily="system-ui, sans-serif" fontSize="14" fill="#334155">
            {lines[1]}
          </text>
        </g>
      </svg>
      <figcaption className="mt-1 text-sm text-slate-600">{fill(words[role], { name })}</figcaption>
    </figure>
  );
}
