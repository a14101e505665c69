/** /fees.pdf, built from the records the fees and funding page renders. */
import type { PdfDocument } from "../lib/documents";
import { feeBlocks, feesContact, feesIntro, feesPdf } from "./fees";
import { site } from "./site";

export const documents: PdfDocument[] = [
  {
    path: feesPdf.path,
    title: feesPdf.title,
    subtitle: `${site.name}, ${site.address.locality}`,
    sections: [
      { heading: feesIntro.heading, paragraphs: feesIntro.paragraphs },
      ...feeBlocks.map((b) => ({ heading: b.title, paragraphs: b.paragraphs, bullets: b.bullets })),
      { heading: "Ask for the current fee schedule", paragraphs: [feesContact] },
    ],
  },
];
