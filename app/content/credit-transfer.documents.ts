/** /credittransfer.pdf, built from the records the credit transfer page renders. */
import type { PdfDocument } from "~/lib/documents";
import { creditTransfer } from "./credit-transfer";
import { site } from "./site";

export const documents: PdfDocument[] = [
  {
    path: creditTransfer.pdf.path,
    title: creditTransfer.pdf.title,
    subtitle: `${site.name}, ${site.address.locality}`,
    sections: [
      { heading: "Your credits travel with you", paragraphs: creditTransfer.intro },
      {
        heading: creditTransfer.statsHeading,
        table: [
          ["Figure", "Count"],
          ...creditTransfer.stats.map((s) => [s.label, `${s.value.toLocaleString("en-GB")}${s.suffix ?? ""}`]),
        ],
      },
      ...creditTransfer.blocks.map((b) => ({ heading: b.title, paragraphs: b.paragraphs, bullets: b.bullets })),
      {
        heading: "Talk to us",
        paragraphs: [
          `${site.address.street}, ${site.address.locality}. Phone ${site.phones.join(" or ")}. E-mail ${site.emails.join(" or ")}.`,
        ],
      },
    ],
  },
];
