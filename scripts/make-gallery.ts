#!/usr/bin/env node
// Draws the gallery scenes (public/gallery/*.svg, 800×600), the placeholder
// shown when one fails to load, and the leaders' portraits
// (public/portraits/*.svg). The college has no photographs we may use, so
// these are our own flat illustrations; the outputs are committed. Re-run
// after editing a scene:  node scripts/make-gallery.ts
import { mkdirSync, writeFileSync } from "node:fs";

const W = 800;
const H = 600;
const BRAND = "#00609a";
const ACCENT = "#f2a900";
const SKINS = ["#c68642", "#8d5524", "#e0ac69", "#a0522d", "#f1c27d"];
const SHIRTS = [BRAND, ACCENT, "#16a34a", "#dc2626", "#7c3aed", "#0a76b8", "#334155"];

const svg = (body: string, bg = "#eaf4fa") =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${bg}"/>${body}</svg>\n`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

/** A standing person; `i` picks skin and shirt so crowds vary. */
const person = (x: number, y: number, i = 0, s = 1, { cap = false, arm = false } = {}) => {
  const skin = SKINS[i % SKINS.length]!;
  const shirt = SHIRTS[i % SHIRTS.length];
  let g = `<g transform="translate(${x} ${y}) scale(${s})">`;
  g += `<path d="M-30 140v-62a30 30 0 0 1 60 0v62z" fill="${shirt}"/>`;
  g += rect(-24, 140, 20, 70, "#1f2937", 4) + rect(4, 140, 20, 70, "#1f2937", 4);
  g += circle(0, 20, 24, skin);
  g += `<path d="M-24 16a24 24 0 0 1 48 0c-10-10-38-10-48 0z" fill="#111827"/>`;
  if (arm) g += `<path d="M24 60l36-40" stroke="${skin}" stroke-width="12" stroke-linecap="round"/>`;
  if (cap)
    g += `<path d="M-34 0L0 -14l34 14L0 14z" fill="#111827"/><path d="M28 3v20" stroke="${ACCENT}" stroke-width="3"/>`;
  return `${g}</g>`;
};
/** A seated person seen from behind (for rows of students). */
const seated = (x: number, y: number, i = 0) =>
  `<g transform="translate(${x} ${y})">${circle(0, 0, 20, "#111827")}<path d="M-28 70v-36a28 28 0 0 1 56 0v36z" fill="${SHIRTS[i % SHIRTS.length]}"/></g>`;
const laptop = (x: number, y: number, screen = "#cfe5f2") =>
  `<g transform="translate(${x} ${y})">${rect(0, 0, 90, 56, "#1f2937", 5)}${rect(5, 5, 80, 46, screen, 2)}<path d="M-10 58h110l-8 8H-2z" fill="#374151"/></g>`;
const floor = (y: number, fill = "#cbd5e1") => rect(0, y, W, H - y, fill);
const windowPane = (x: number, y: number, w = 140, h = 110) =>
  `${rect(x, y, w, h, "#9fcbe5", 4)}<path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="#fff" stroke-width="6"/>`;
const banner = (x: number, y: number, w: number, text: string, fill = BRAND) =>
  `${rect(x, y, w, 56, fill, 6)}<text x="${x + w / 2}" y="${y + 37}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="700" fill="#fff">${text}</text>`;
const bunting = (y: number) =>
  `${Array.from(
    { length: 16 },
    (_, i) => `<path d="M${i * 52} ${y}l26 34 26-34z" fill="${SHIRTS[i % SHIRTS.length]}"/>`,
  ).join("")}<path d="M0 ${y}H${W}" stroke="#475569" stroke-width="3"/>`;
const tree = (x: number, y: number, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${rect(-8, 40, 16, 60, "#8b5a2b")}${circle(0, 20, 45, "#16a34a")}${circle(-25, 40, 30, "#15803d")}${circle(25, 40, 30, "#15803d")}</g>`;

const scenes = {
  classroom: svg(
    rect(0, 0, W, 380, "#f8fafc") +
      rect(180, 50, 440, 230, "#14532d", 8) +
      `<path d="M220 110h160M220 150h220M220 190h120" stroke="#e2e8f0" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M470 120l60 60M530 120l-60 60" stroke="${ACCENT}" stroke-width="6"/>` +
      person(660, 170, 2, 1, { arm: true }) +
      floor(380) +
      [0, 1, 2, 3, 4]
        .map((i) => seated(120 + i * 140, 420, i) + rect(70 + i * 140, 480, 100, 16, "#92400e", 3))
        .join(""),
  ),
  lab: svg(
    rect(0, 0, W, 330, "#e2e8f0") +
      windowPane(60, 60) +
      windowPane(600, 60) +
      floor(330, "#94a3b8") +
      rect(40, 400, 720, 24, "#475569", 4) +
      [0, 1, 2, 3]
        .map(
          (i) =>
            laptop(70 + i * 180, 336, ["#cfe5f2", "#bbf7d0", "#fde68a", "#ddd6fe"][i]) +
            seated(115 + i * 180, 470, i + 1),
        )
        .join("") +
      `<path d="M300 120h200v90H300z" fill="#fff"/><path d="M320 190l40-40 30 25 40-50 50 55" fill="none" stroke="${BRAND}" stroke-width="6"/>`,
    "#f1f5f9",
  ),
  library: svg(
    [0, 1, 2]
      .map(
        (c) =>
          rect(40 + c * 250, 40, 220, 380, "#92400e", 6) +
          [0, 1, 2, 3]
            .map(
              (r) =>
                Array.from({ length: 9 }, (_, b) =>
                  rect(
                    52 + c * 250 + b * 22,
                    60 + r * 90,
                    18,
                    70 - ((b * 7) % 20),
                    SHIRTS[(b + r + c) % SHIRTS.length]!,
                    2,
                  ),
                ).join("") + rect(48 + c * 250, 132 + r * 90, 204, 8, "#78350f"),
            )
            .join(""),
      )
      .join("") +
      floor(430, "#d6d3d1") +
      rect(220, 470, 360, 20, "#78350f", 4) +
      person(300, 300, 3, 0.8) +
      person(500, 300, 4, 0.8) +
      `<path d="M360 462l40-14 40 14v8h-80z" fill="#fff"/>`,
    "#fef3c7",
  ),
  graduation: svg(
    rect(0, 0, W, 360, "#dbeafe") +
      banner(200, 40, 400, "Graduation Day") +
      floor(360, "#a7f3d0") +
      [0, 1, 2, 3, 4].map((i) => person(120 + i * 140, 190 + (i % 2) * 20, i, 1, { cap: true })).join("") +
      [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<path d="M${90 + i * 120} 150l12-30 12 30-12-8z" fill="${ACCENT}" transform="rotate(${i * 25 - 60} ${100 + i * 120} 140)"/>`,
        )
        .join(""),
  ),
  seminar: svg(
    rect(0, 0, W, 400, "#1e293b") +
      rect(120, 40, 560, 260, "#f8fafc", 6) +
      banner(160, 60, 480, "Industry Seminar") +
      `<path d="M200 260l80-70 60 40 90-90 110 120" fill="none" stroke="${BRAND}" stroke-width="10" stroke-linecap="round"/>` +
      person(700, 200, 5, 0.9, { arm: false }) +
      floor(400, "#334155") +
      [0, 1, 2, 3, 4, 5].map((i) => seated(80 + i * 130, 450, i)).join("") +
      [0, 1, 2, 3, 4].map((i) => seated(145 + i * 130, 530, i + 3)).join(""),
    "#1e293b",
  ),
  "sports-day": svg(
    rect(0, 0, W, 300, "#bae6fd") +
      circle(680, 90, 50, "#fde047") +
      rect(0, 300, W, 300, "#4ade80") +
      [0, 1, 2, 3].map((i) => `<path d="M0 ${360 + i * 60}H${W}" stroke="#fff" stroke-width="5"/>`).join("") +
      person(200, 250, 1, 0.9, { arm: true }) +
      person(420, 280, 3, 0.9, { arm: true }) +
      person(620, 310, 6, 0.9) +
      circle(320, 220, 26, "#fff") +
      `<path d="M300 210l40 20M310 240l20-40" stroke="#111827" stroke-width="3"/>` +
      rect(720, 360, 8, 200, "#fff") +
      `<path d="M728 360h50l-14 20 14 20h-50z" fill="${ACCENT}"/>`,
  ),
  orientation: svg(
    rect(0, 0, W, 380, "#fef9c3") +
      banner(170, 40, 460, "Welcome, new students!") +
      bunting(130) +
      person(400, 170, 0, 1, { arm: true }) +
      floor(380, "#e5e7eb") +
      [0, 1, 2, 3, 4, 5].map((i) => person(70 + i * 132, 380, i + 1, 0.75)).join(""),
    "#fef9c3",
  ),
  hackathon: svg(
    banner(240, 30, 320, "Hackathon") +
      `<text x="400" y="140" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="40" fill="#22c55e">{ build · test · ship }</text>` +
      rect(60, 330, 680, 22, "#64748b", 4) +
      [0, 1, 2]
        .map(
          (i) =>
            laptop(110 + i * 220, 266, "#0f172a") +
            `<path d="M${125 + i * 220} ${285}h40M${125 + i * 220} ${300}h55M${125 + i * 220} ${315}h30" stroke="#22c55e" stroke-width="4"/>` +
            seated(155 + i * 220, 420, i + 2),
        )
        .join("") +
      circle(100, 200, 8, ACCENT) +
      circle(700, 210, 8, ACCENT) +
      `<path d="M560 180h80v60h-80z" fill="#f472b6"/><path d="M600 180v-20" stroke="#111827" stroke-width="3"/>`,
    "#0f172a",
  ),
  "cultural-event": svg(
    rect(0, 0, W, 340, "#7c2d12") +
      `<path d="M0 0h800v60c-130 40-270 40-400 0S130 20 0 60z" fill="#b91c1c"/>` +
      bunting(70) +
      rect(100, 300, 600, 50, "#92400e", 4) +
      person(300, 110, 1, 0.9, { arm: true }) +
      person(500, 110, 4, 0.9, { arm: true }) +
      `<path d="M250 120a50 50 0 0 1 100 0z" fill="#f472b6" opacity="0.8"/>` +
      floor(350, "#1f2937") +
      [0, 1, 2, 3, 4, 5].map((i) => seated(80 + i * 128, 430, i + 2)).join(""),
    "#7c2d12",
  ),
  reception: svg(
    rect(0, 0, W, 380, "#f1f5f9") +
      windowPane(580, 70, 160, 130) +
      `<g transform="translate(120 70)">${rect(0, 0, 160, 90, BRAND, 8)}<text x="80" y="58" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="36" font-weight="800" fill="#fff">MBC</text></g>` +
      person(400, 160, 5, 0.9) +
      rect(200, 300, 400, 120, "#78350f", 8) +
      rect(200, 300, 400, 16, "#a16207", 8) +
      floor(420, "#d1d5db") +
      person(130, 300, 2, 0.9) +
      `<path d="M640 420v-80c0-20 50-20 50 0v80z" fill="#16a34a"/>` +
      rect(650, 420, 30, 60, "#92400e", 3),
  ),
  "campus-exterior": svg(
    rect(0, 0, W, 420, "#bae6fd") +
      `<path d="M0 260l120-90 110 70 140-120 150 110 120-80 160 110v140H0z" fill="#94a3b8" opacity="0.6"/>` +
      rect(220, 140, 360, 280, "#f8fafc", 4) +
      rect(220, 120, 360, 30, BRAND, 4) +
      Array.from({ length: 12 }, (_, i) =>
        rect(245 + (i % 4) * 85, 175 + Math.floor(i / 4) * 70, 55, 45, "#9fcbe5", 3),
      ).join("") +
      rect(365, 360, 70, 60, "#475569", 3) +
      rect(0, 420, W, 180, "#4ade80") +
      `<path d="M365 420l-60 180h190l-60-180z" fill="#d6d3d1"/>` +
      tree(120, 330) +
      tree(690, 330, 1.1) +
      person(300, 400, 0, 0.6) +
      person(520, 410, 3, 0.6),
  ),
};

const placeholder = svg(
  rect(250, 170, 300, 230, "#cbd5e1", 16) +
    `<path d="M290 360l80-90 60 60 40-40 60 70z" fill="#94a3b8"/>` +
    circle(470, 230, 26, "#94a3b8") +
    `<text x="400" y="460" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#475569">Image unavailable</text>`,
  "#e2e8f0",
);

/** Head-and-shoulders portraits for the leaders' pages (role titles, no real people). */
const portrait = (skin: string, suit: string, tie: string, hair: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 480" width="400" height="480"><rect width="400" height="480" fill="#eaf4fa"/>` +
  circle(330, 80, 90, "#cfe5f2") +
  `<path d="M60 480v-70c0-60 60-100 140-100s140 40 140 100v70z" fill="${suit}"/>` +
  `<path d="M170 312l30 60 30-60z" fill="#fff"/><path d="M192 330h16l6 80-14 20-14-20z" fill="${tie}"/>` +
  rect(175, 250, 50, 70, skin, 20) +
  `<ellipse cx="200" cy="190" rx="78" ry="92" fill="${skin}"/>` +
  `<path d="M122 180c0-70 40-100 78-100s78 30 78 100c-10-40-40-60-78-60s-68 20-78 60z" fill="${hair}"/>` +
  circle(172, 195, 7, "#1f2937") +
  circle(228, 195, 7, "#1f2937") +
  `<path d="M175 240q25 20 50 0" fill="none" stroke="#7c2d12" stroke-width="5" stroke-linecap="round"/></svg>\n`;

const dir = (p: string) => {
  const url = new URL(`../public/${p}/`, import.meta.url);
  mkdirSync(url, { recursive: true });
  return url;
};
const gallery = dir("gallery");
for (const [name, body] of Object.entries(scenes)) writeFileSync(new URL(`${name}.svg`, gallery), body);
writeFileSync(new URL("placeholder.svg", gallery), placeholder);
const portraits = dir("portraits");
writeFileSync(new URL("chairman.svg", portraits), portrait("#c68642", "#1f2937", BRAND, "#6b7280"));
writeFileSync(new URL("ceo.svg", portraits), portrait("#a0522d", BRAND, ACCENT, "#111827"));
console.log(`wrote ${Object.keys(scenes).length} gallery scenes, a placeholder and 2 portraits`);
