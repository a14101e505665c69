// Draws the bank QR code shown in the payment block on /apply from the
// payment details in app/content/site.ts (site.payment), so the image and
// the printed details can never disagree. Writes public/generated/payment-qr.svg
// (gitignored; `npm run build` regenerates it).
//
// The payload is plain text a banking app or a person can read back. The
// details are EXAMPLE values until the college puts its own in site.ts; a
// bank-issued merchant QR (e.g. a NepalPay/Fonepay code) can replace the
// file by placing it at public/overrides/payment-qr.svg.
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import QRCode from "qrcode";
import { runnerImport } from "vite";
import type { Site } from "../app/content/site.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const { site } = (
  await runnerImport<{ site: Site }>(join(root, "app/content/site.ts"), { configFile: false, logLevel: "error" })
).module;

const p = site.payment;
const text = [
  `Bank: ${p.bankName}`,
  `Branch: ${p.branch}`,
  `Account name: ${p.accountName}`,
  `Account number: ${p.accountNumber}`,
  `SWIFT: ${p.swift}`,
].join("\n");

mkdirSync(join(root, "public/generated"), { recursive: true });
const target = join(root, "public/generated/payment-qr.svg");
const override = join(root, "public/overrides/payment-qr.svg");
if (existsSync(override)) copyFileSync(override, target);
else
  writeFileSync(
    target,
    await QRCode.toString(text, {
      type: "svg",
      errorCorrectionLevel: "M",
      margin: 2,
      color: { dark: "#002a44", light: "#ffffff" },
    }),
  );
console.log("generated payment QR (public/generated/payment-qr.svg)");
