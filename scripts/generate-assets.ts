#!/usr/bin/env node
// Build-time generators, run by `npm run build` before `react-router build`.
// Each writes into public/ (gitignored outputs) from the same typed content
// the pages render, so a generated file never disagrees with its page.
import { mkdirSync } from "node:fs";
import sharp from "sharp";

const pub = new URL("../public/", import.meta.url);
mkdirSync(new URL("generated/", pub), { recursive: true });

// Open Graph / Twitter card image (1200×630) drawn from the logo and the hero art.
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
<rect width="1200" height="630" fill="#00609a"/>
<rect x="0" y="560" width="1200" height="70" fill="#f2a900"/>
<text x="80" y="230" font-family="DejaVu Sans, sans-serif" font-size="86" font-weight="700" fill="#fff">MBC College</text>
<text x="80" y="320" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#eaf4fa">British IT degrees and diplomas in Kathmandu</text>
<text x="80" y="400" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#cfe5f2">with UCLan and NCC Education</text>
<text x="80" y="606" font-family="DejaVu Sans, sans-serif" font-size="28" font-weight="700" fill="#002a44">Admissions open · Scholarships of up to 100%</text>
</svg>`;
await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toFile(new URL("og-image.png", pub).pathname);

const { generateImages } = await import("./images.ts");
const images = await generateImages();
console.log(`processed ${Object.keys(images).length} source images into public/generated/img/`);
await import("./generate-pdfs.ts");
await import("./generate-qr.ts");
console.log("generated build assets");
