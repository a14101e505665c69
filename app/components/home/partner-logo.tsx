import { MonogramBadge } from "~/components/partners/partner-wordmark";
import type { Partner } from "~/content/partners";

/**
 * A partner's wordmark, drawn by us from its record (requirements §3 "logo"): a
 * badge in the partner's colour with its monogram, and the name beside it.
 * Text-based, so it is never a copy of a real trademark, and SVG
 * attributes (not style attributes) carry the colour, which the CSP allows.
 * Decorative: the partner's name is the slide's heading.
 */
export function PartnerLogo({ partner }: { partner: Partner }) {
  const { mark, text } = partner.logo;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 240 96"
      width="240"
      height="96"
      className="h-auto w-48 flex-none sm:w-60"
      data-partner-logo={partner.id}
    >
      <rect width="240" height="96" rx="12" fill="#fff" stroke={partner.colour} strokeWidth="3" />
      <MonogramBadge mark={mark} colour={partner.colour} />
      <text x="92" y="44" fontFamily="system-ui, sans-serif" fontWeight="700" fontSize="15" fill={partner.colour}>
        {text.split(", ")[0]}
      </text>
      {text.includes(", ") ? (
        <text x="92" y="66" fontFamily="system-ui, sans-serif" fontSize="14" fill="#334155">
          {text.split(", ")[1]}
        </text>
      ) : null}
    </svg>
  );
}
