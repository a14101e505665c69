import presetWind4 from "@unocss/preset-wind4";
import { defineConfig } from "@unocss/vite";

// Brand colour #00609a (requirements §9). No web fonts: the system stack keeps the
// first paint free of third-party or extra requests.
export default defineConfig({
  presets: [presetWind4({ preflights: { reset: true } })],
  content: { pipeline: { include: [/\.(tsx|ts)($|\?)/] } },
  theme: {
    colors: {
      brand: {
        50: "#eaf4fa",
        100: "#cfe5f2",
        200: "#9fcbe5",
        500: "#0a76b8",
        DEFAULT: "#00609a",
        700: "#004d7c",
        800: "#003b5f",
        900: "#002a44",
      },
      accent: { DEFAULT: "#f2a900", 600: "#b37d00", 700: "#8a5f00" },
    },
    font: {
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    },
  },
  rules: [
    // wind4's touch-pan-x, touch-pan-y and touch-pinch-zoom write
    // `touch-action: var(--un-pan-x) var(--un-pan-y) var(--un-pinch-zoom)`
    // with no fallbacks: the ones no class sets leave the declaration invalid,
    // the browser takes every pan, and a swipe (the carousel's, the gallery's)
    // is cancelled. Each writes its own value instead; they do not combine
    // (tests/node/built-css.node.test.ts refuses any such unset variable).
    [/^touch-(pan-x|pan-y|pinch-zoom)$/, ([, value]) => ({ "touch-action": value })],
  ],
  shortcuts: {
    container: "mx-auto w-full max-w-6xl px-4 sm:px-6",
    "btn-primary":
      "inline-flex items-center justify-center gap-2 rounded-md bg-brand px-5 py-2.5 font-semibold text-white no-underline hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60 disabled:cursor-not-allowed",
    "btn-secondary":
      "inline-flex items-center justify-center gap-2 rounded-md border-2 border-brand px-5 py-2 font-semibold text-brand no-underline hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent",
    "brand-link": "text-brand-700 underline underline-offset-2 hover:text-brand-900",
    "section-title": "text-2xl sm:text-3xl font-bold text-brand-800 tracking-tight",
    prose: "max-w-3xl text-base leading-relaxed text-slate-700 [&>p+p]:mt-4",
  },
});
