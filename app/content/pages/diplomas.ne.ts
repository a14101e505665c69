/** The words of diplomas.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import { diplomaAlt } from "../programmes/shared.ne";
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const diplomasPageNe: PageTextNe = {
  title: "NCC Education का डिप्लोमाहरू | Level 3, 4 र 5",
  description:
    "MBC मा पढाइने NCC Education का सातवटै डिप्लोमा, Level 3 को फाउन्डेसन तहदेखि Level 5 Diploma in Computing with Cyber Security सम्म।",
  banner: {
    mainTitle: "डिप्लोमा कार्यक्रमहरू",
    subTitle: "Level 3 देखि Level 5 सम्मका NCC Education का सातवटा योग्यता",
    altText: diplomaAlt,
  },
};
