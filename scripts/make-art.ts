#!/usr/bin/env node
// Draws the site's banner illustrations (public/art/*.svg): our own flat
// artwork, no stock images. Re-run after editing a motif:
//   node scripts/make-art.ts
import { mkdirSync, writeFileSync } from "node:fs";

const W = 320;
const H = 200;
const out = new URL("../public/art/", import.meta.url);
mkdirSync(out, { recursive: true });

const laptop = (x: number, y: number, s = 1, screen = "#e6f2fa") =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="0" y="0" width="120" height="76" rx="6" fill="#1f2937"/><rect x="6" y="6" width="108" height="64" rx="2" fill="${screen}"/><path d="M-14 80h148l-10 10H-4z" fill="#374151"/></g>`;
const codeLines = (x: number, y: number) =>
  [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${x + (i % 2) * 10}" y="${y + i * 10}" width="${60 - ((i * 7) % 30)}" height="5" rx="2.5" fill="${["#00609a", "#f2a900", "#0a76b8", "#16a34a", "#00609a"][i]}"/>`,
    )
    .join("");
const person = (x: number, y: number, shirt = "#f2a900", skin = "#c68642") =>
  `<g transform="translate(${x} ${y})"><circle cx="0" cy="0" r="13" fill="${skin}"/><path d="M-13 -4a13 13 0 0 1 26 0c-6-6-20-6-26 0z" fill="#1f2937"/><path d="M-22 46v-14a22 22 0 0 1 44 0v14z" fill="${shirt}"/></g>`;
const padlock = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M10 30v-12a20 20 0 0 1 40 0v12" fill="none" stroke="#f2a900" stroke-width="8"/><rect x="0" y="28" width="60" height="46" rx="8" fill="#f2a900"/><circle cx="30" cy="48" r="7" fill="#00609a"/><rect x="27" y="50" width="6" height="14" rx="3" fill="#00609a"/></g>`;
const network = (cx: number, cy: number) => {
  const pts: [number, number][] = [
    [-70, -40],
    [-80, 30],
    [0, -60],
    [70, -35],
    [80, 35],
    [0, 55],
  ];
  return pts
    .map(
      ([dx, dy]) =>
        `<line x1="${cx}" y1="${cy}" x2="${cx + dx}" y2="${cy + dy}" stroke="#9fcbe5" stroke-width="3"/><circle cx="${cx + dx}" cy="${cy + dy}" r="9" fill="#e6f2fa" stroke="#9fcbe5" stroke-width="3"/>`,
    )
    .join("");
};
const certificate = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="110" height="80" rx="4" fill="#fff" stroke="#f2a900" stroke-width="4"/><rect x="20" y="16" width="70" height="7" rx="3" fill="#00609a"/><rect x="28" y="32" width="54" height="5" rx="2.5" fill="#9fcbe5"/><rect x="28" y="43" width="54" height="5" rx="2.5" fill="#9fcbe5"/><circle cx="85" cy="64" r="11" fill="#f2a900"/><path d="M80 72l-4 14 9-5 9 5-4-14" fill="#f2a900"/></g>`;
const cap = (x: number, y: number, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 20L50 0l50 20-50 20z" fill="#1f2937"/><path d="M22 30v18c0 8 56 8 56 0V30L50 41z" fill="#374151"/><path d="M92 23v24" stroke="#f2a900" stroke-width="4"/><circle cx="92" cy="49" r="5" fill="#f2a900"/></g>`;
const books = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="110" height="18" rx="3" fill="#0a76b8"/><rect x="8" y="-18" width="96" height="18" rx="3" fill="#f2a900"/><rect x="-4" y="-36" width="104" height="18" rx="3" fill="#16a34a"/></g>`;
const chart = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="150" height="100" rx="8" fill="#fff"/>${[30, 55, 40, 70, 85].map((h, i) => `<rect x="${16 + i * 26}" y="${88 - h}" width="16" height="${h}" rx="3" fill="${i % 2 ? "#f2a900" : "#0a76b8"}"/>`).join("")}<polyline points="24,60 50,40 76,50 102,24 128,14" fill="none" stroke="#16a34a" stroke-width="4" stroke-linecap="round"/></g>`;
const neural = (x: number, y: number) => {
  const layers = [[0, 20, 40, 60, 80], [0, 30, 60, 90].map((v) => v - 5), [15, 45, 75]];
  let s = "";
  for (const [li, ys] of layers.entries()) {
    for (const a of ys) {
      for (const b of layers[li + 1] ?? []) {
        s += `<line x1="${x + li * 60}" y1="${y + a}" x2="${x + (li + 1) * 60}" y2="${y + b}" stroke="#9fcbe5" stroke-width="1.5"/>`;
      }
    }
  }
  for (const [li, ys] of layers.entries()) {
    for (const v of ys) {
      s += `<circle cx="${x + li * 60}" cy="${y + v}" r="8" fill="${li === 1 ? "#f2a900" : "#e6f2fa"}" stroke="#00609a" stroke-width="2"/>`;
    }
  }
  return s;
};
const browser = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="170" height="120" rx="8" fill="#fff"/><rect width="170" height="20" rx="8" fill="#cfe5f2"/><circle cx="12" cy="10" r="4" fill="#ef4444"/><circle cx="24" cy="10" r="4" fill="#f2a900"/><circle cx="36" cy="10" r="4" fill="#16a34a"/><rect x="12" y="32" width="60" height="76" rx="4" fill="#e6f2fa"/>${codeLines(84, 36)}<rect x="84" y="92" width="70" height="16" rx="4" fill="#00609a"/></g>`;
const building = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M0 40L80 0l80 40z" fill="#e6f2fa"/><rect x="10" y="40" width="140" height="90" fill="#fff"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${20 + i * 26}" y="50" width="12" height="70" fill="#cfe5f2"/>`).join("")}<rect x="66" y="90" width="28" height="40" fill="#00609a"/><rect x="70" y="-34" width="20" height="40" fill="#fff"/><circle cx="80" cy="-18" r="7" fill="#f2a900"/></g>`;
const globe = (cx: number, cy: number) =>
  `<g><circle cx="${cx}" cy="${cy}" r="60" fill="#e6f2fa"/><ellipse cx="${cx}" cy="${cy}" rx="26" ry="60" fill="none" stroke="#0a76b8" stroke-width="3"/><line x1="${cx - 60}" y1="${cy}" x2="${cx + 60}" y2="${cy}" stroke="#0a76b8" stroke-width="3"/><path d="M${cx - 52} ${cy - 28}h104M${cx - 52} ${cy + 28}h104" stroke="#0a76b8" stroke-width="3"/></g>`;
const pin = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M0 60S-34 26-34 0a34 34 0 0 1 68 0C34 26 0 60 0 60z" fill="#f2a900"/><circle cx="0" cy="0" r="13" fill="#00609a"/></g>`;
const trophy = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M10 0h60v30a30 30 0 0 1-60 0z" fill="#f2a900"/><path d="M10 8H-6a16 16 0 0 0 18 24M70 8h16a16 16 0 0 1-18 24" fill="none" stroke="#f2a900" stroke-width="6"/><rect x="32" y="58" width="16" height="18" fill="#b37d00"/><rect x="16" y="76" width="48" height="12" rx="3" fill="#1f2937"/></g>`;
const doc = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="100" height="130" rx="6" fill="#fff"/>${[0, 1, 2, 3].map((i) => `<path d="M14 ${26 + i * 24}l6 6 10-12" fill="none" stroke="#16a34a" stroke-width="4"/><rect x="38" y="${24 + i * 24}" width="48" height="7" rx="3.5" fill="#9fcbe5"/>`).join("")}</g>`;
const photos = (x: number, y: number) =>
  [0, 1, 2]
    .map(
      (i) =>
        `<g transform="translate(${x + i * 62} ${y + (i % 2) * 16}) rotate(${[-6, 3, -2][i]})"><rect width="70" height="60" rx="4" fill="#fff"/><rect x="6" y="6" width="58" height="40" fill="#cfe5f2"/><path d="M6 46l18-20 14 14 10-8 16 14z" fill="#0a76b8"/><circle cx="50" cy="16" r="5" fill="#f2a900"/></g>`,
    )
    .join("");
const letter = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="130" height="100" rx="6" fill="#fff"/><path d="M0 6l65 50 65-50" fill="none" stroke="#9fcbe5" stroke-width="4"/><path d="M120 70l40-60 10 8-40 60-14 6z" fill="#1f2937"/></g>`;
const calculator = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="80" height="110" rx="8" fill="#1f2937"/><rect x="10" y="10" width="60" height="24" rx="3" fill="#cfe5f2"/>${[0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => `<rect x="${10 + c * 21}" y="${44 + r * 21}" width="16" height="16" rx="3" fill="${c === 2 ? "#f2a900" : "#6b7280"}"/>`)).join("")}</g>`;
const phone = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="70" height="130" rx="12" fill="#1f2937"/><rect x="6" y="14" width="58" height="100" rx="3" fill="#fff"/>${[0, 1, 2, 3].map((i) => `<rect x="12" y="${22 + i * 20}" width="46" height="12" rx="3" fill="#e6f2fa" stroke="#9fcbe5"/>`).join("")}<rect x="12" y="100" width="46" height="10" rx="3" fill="#00609a"/></g>`;
const plane = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M0 20l70-20 10 6-40 20 30 20-8 6-36-16-20 10-6-4 14-14z" fill="#fff"/></g>`;
const tools = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect x="0" y="40" width="120" height="14" rx="7" fill="#6b7280" transform="rotate(-35 60 47)"/><circle cx="18" cy="86" r="16" fill="none" stroke="#6b7280" stroke-width="10"/><rect x="60" y="40" width="100" height="12" rx="6" fill="#f2a900" transform="rotate(30 110 46)"/></g>`;

const scene = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe5f2"/><stop offset="1" stop-color="#eaf4fa"/></linearGradient></defs><rect width="${W}" height="${H}" rx="14" fill="url(#g)"/><circle cx="270" cy="30" r="60" fill="#fff" opacity=".45"/><circle cx="30" cy="190" r="50" fill="#fff" opacity=".35"/>${body}</svg>\n`;

const art: Record<string, string> = {
  hero: scene(
    `${laptop(40, 60)}${codeLines(54, 74)}${person(220, 90, "#f2a900")}${person(270, 104, "#0a76b8", "#8d5524")}`,
  ),
  "programme-bcis": scene(`${chart(30, 50)}${laptop(190, 80, 0.9)}${codeLines(202, 94)}`),
  "programme-cyber": scene(`${network(160, 100)}${padlock(130, 60)}`),
  "programme-diploma": scene(`${certificate(40, 60)}${laptop(180, 70, 0.9)}${codeLines(192, 84)}`),
  "programme-foundation": scene(`${books(50, 150)}${cap(170, 60, 1.1)}`),
  "programme-ai": scene(neural(90, 55)),
  "programme-data": scene(`${chart(85, 50)}`),
  "programme-web": scene(browser(75, 40)),
  "department-computing": scene(`${laptop(30, 70)}${laptop(175, 70)}${codeLines(42, 84)}${codeLines(187, 84)}`),
  team: scene(
    `${person(80, 80, "#0a76b8")}${person(130, 70, "#f2a900", "#8d5524")}${person(180, 80, "#16a34a")}${person(230, 72, "#00609a", "#e0ac69")}`,
  ),
  admissions: scene(`${person(90, 80, "#0a76b8")}${person(230, 80, "#f2a900", "#8d5524")}${doc(110, 50)}`),
  policies: scene(`${doc(110, 35)}<circle cx="215" cy="150" r="22" fill="#f2a900"/>`),
  why: scene(
    `${building(140, 60)}<path d="M20 190C80 150 90 170 140 150" stroke="#f2a900" stroke-width="10" fill="none"/>${person(60, 130, "#0a76b8")}`,
  ),
  scholarship: scene(`${trophy(80, 60)}${cap(180, 80)}`),
  fees: scene(`${calculator(70, 45)}${doc(170, 35)}`),
  apply: scene(`${phone(125, 35)}`),
  gallery: scene(photos(60, 60)),
  message: scene(letter(80, 50)),
  university: scene(building(80, 60)),
  "awarding-body": scene(`${globe(120, 100)}${certificate(180, 90)}`),
  "credit-transfer": scene(
    `<g transform="scale(.55) translate(20 170)">${building(0, 0)}</g><g transform="scale(.55) translate(400 170)">${building(0, 0)}</g>${plane(120, 50)}`,
  ),
  visit: scene(`${building(80, 60)}${pin(240, 60)}`),
  contact: scene(`<path d="M0 150h320M110 80v120M230 60v140" stroke="#fff" stroke-width="14"/>${pin(160, 70)}`),
  maintenance: scene(`${laptop(70, 60)}${tools(170, 40)}`),
};

// The map card's sketch of Kamalpokhari (components/map-frame.tsx): shown
// before the visitor asks for the interactive map, so nothing is fetched from
// the map provider on page load. Not to scale; the key parts sit in the middle
// third, which is what a narrow card shows of it.
const MW = 640;
const MH = 400;
const tree = (x: number, y: number, r = 9) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#8cc084"/>`;
const block = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="#e3ded1"/>`;
const road = (d: string, width: number) =>
  `<path d="${d}" fill="none" stroke="#d3cec0" stroke-width="${width + 4}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round"/>`;
art["kamalpokhari-map"] =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MW} ${MH}" width="${MW}" height="${MH}" font-family="system-ui, sans-serif">` +
  `<rect width="${MW}" height="${MH}" fill="#f3f1e8"/>` +
  (
    [
      [20, 20, 110, 70],
      [20, 110, 110, 90],
      [20, 232, 110, 150],
      [500, 20, 120, 80],
      [500, 122, 120, 110],
      [500, 254, 120, 130],
      [176, 300, 130, 84],
      [336, 300, 130, 84],
    ] as [number, number, number, number][]
  )
    .map(([x, y, w, h]) => block(x, y, w, h))
    .join("") +
  road(`M0 ${102}H${MW}`, 16) +
  road(`M0 ${246}H${MW}`, 22) +
  road(`M150 0V${MH}`, 14) +
  road(`M484 0V${MH}`, 14) +
  road(`M320 246V${MH}`, 10) +
  `<rect x="182" y="128" width="150" height="94" rx="14" fill="#9fcbe5" stroke="#6aa9d3" stroke-width="3"/>` +
  `<path d="M214 160c10-8 22-8 32 0M262 190c10-8 22-8 32 0" fill="none" stroke="#eaf4fa" stroke-width="3" stroke-linecap="round"/>` +
  (
    [
      [176, 122],
      [338, 122],
      [176, 228],
      [338, 228],
      [257, 120],
    ] as [number, number][]
  )
    .map(([x, y]) => tree(x, y, 8))
    .join("") +
  `<text x="257" y="212" text-anchor="middle" font-size="15" font-style="italic" font-weight="600" fill="#004d7c">Kamal Pokhari</text>` +
  `<text x="415" y="251" text-anchor="middle" font-size="13" font-weight="600" fill="#6b6757">Yeti Marg</text>` +
  `<rect x="372" y="122" width="86" height="62" rx="4" fill="#cfe5f2" stroke="#00609a" stroke-width="2"/>` +
  `<g transform="translate(415 150)"><path d="M0 34S-22 12-22-6a22 22 0 0 1 44 0C22 12 0 34 0 34z" fill="#00609a" stroke="#fff" stroke-width="3"/><circle cx="0" cy="-6" r="8" fill="#f2a900"/></g>` +
  `<rect x="372" y="192" width="86" height="24" rx="12" fill="#fff" stroke="#00609a" stroke-width="2"/>` +
  `<text x="415" y="209" text-anchor="middle" font-size="13" font-weight="800" fill="#003b5f">MBC</text>` +
  `<g transform="translate(596 52)" fill="#6b6757"><path d="M0-22l7 18H-7z"/><text y="14" text-anchor="middle" font-size="13" font-weight="700">N</text></g>` +
  `</svg>\n`;

for (const [name, svg] of Object.entries(art)) writeFileSync(new URL(`${name}.svg`, out), svg);
console.log(`wrote ${Object.keys(art).length} illustrations to public/art/`);
