import type { SVGProps } from "react";

/**
 * Our own small icon set: simple strokes drawn on a 24-unit grid. Brand
 * icons are letter badges rather than copies of trademarked marks.
 */
const strokes = {
  mail: "M3 6h18v12H3z M3 6l9 7 9-7",
  phone: "M6 3h4l1.5 5-2.5 1.5a12 12 0 0 0 5.5 5.5L16 12.5l5 1.5v4a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2z",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 7v5l3 2",
  pin: "M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z M12 6.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
  chevron: "M6 9l6 6 6-6",
  menu: "M4 6h16 M4 12h16 M4 18h16",
  close: "M6 6l12 12 M18 6L6 18",
  "arrow-right": "M5 12h14 M13 6l6 6-6 6",
  download: "M12 4v11 M7 10l5 5 5-5 M5 20h14",
  external: "M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6",
};

const badges = {
  facebook: "f",
  instagram: "ig",
  whatsapp: "wa",
  linkedin: "in",
  viber: "vb",
};

type IconName = keyof typeof strokes | keyof typeof badges;

export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  if (name in badges) {
    const text = badges[name as keyof typeof badges];
    return (
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" {...props}>
        <rect x="1" y="1" width="22" height="22" rx="6" fill="currentColor" />
        <text
          x="12"
          y="16.5"
          textAnchor="middle"
          fontSize={text.length > 1 ? 11 : 15}
          fontWeight="700"
          fontFamily="system-ui, sans-serif"
          fill="#fff"
        >
          {text}
        </text>
      </svg>
    );
  }
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={strokes[name as keyof typeof strokes]} />
    </svg>
  );
}
