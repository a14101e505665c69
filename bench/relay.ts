// The relay's cost: a 5 MB admission accepted end to end (through the
// Worker and its outbox to the stand-in), median of 3.
import sharp from "sharp";
import { sampleAdmissionText } from "../tests/fixtures/sample-applicant.ts";
import type { Stage } from "./budgets.ts";
import { kb } from "./report.ts";

/** A PNG data URL of about `bytes`: noise compresses badly, so its size tracks the pixel count. */
async function image(bytes: number) {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

export async function measureRelay({ origin, check }: Stage) {
  const paper = await image(1_150_000);
  const small = await image(200_000);
  const payload = {
    ...sampleAdmissionText("BENCH-REF-001"),
    academicPapers: [paper, paper, paper],
    studentPhoto: small,
    transactionDocument: small,
  };
  const body = JSON.stringify(payload);
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    const res = await fetch(`${origin}/api/admission`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body,
    });
    status = res.status;
    await res.text();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `Relay: ${kb(body.length)} KB admission (${(body.length / 1e6).toFixed(2)} MB) accepted with HTTP ${status}; median ${times[1]!.toFixed(0)} ms end to end over 3 runs\n`,
  );
  check("relay.accepted", status === 200, `relay: 5 MB admission answered ${status}, expected 200`);
}
