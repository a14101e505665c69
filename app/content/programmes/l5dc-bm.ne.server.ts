/**
 * Level 5 Diploma in Computing with Business Management, in Nepali (twin of
 * l5dc-bm.server.ts): the same sections and units; the unit titles stay as
 * NCC Education names them. UNREVIEWED.
 */
import { qualificationReferences } from "./awards";
import { l5dcBm as english, l5dcBmPage } from "./l5dc-bm.server";
import { programmeNames } from "./names";
import {
  awardingBody,
  diploma,
  diplomaAlt,
  diplomaProgression,
  level5Accreditation,
  entrySection,
  n,
  nccQualification,
  programmePage,
  unitsSection,
  university,
} from "./shared.ne";

export const review = "unreviewed";

export const l5dcBm = diploma({
  page: programmePage(l5dcBmPage, {
    description:
      "काठमाडौँमा पढाइने NCC Education को Level 5 Diploma in Computing with Business Management: चार मुख्य र दुई ऐच्छिक युनिट, भर्नाको पात्रता र अगाडि पढ्ने बाटो।",
    subTitle: nccQualification,
    altText: diplomaAlt,
  }),
  heading: "व्यवसायको संसारका लागि उच्च तहको कम्प्युटिङ",
  paragraphs: [
    `${awardingBody.name} को ${programmeNames["l5dc-bm"]} ले तपाईँको कम्प्युटिङको पढाइलाई डिग्रीको दोस्रो वर्षको तहसम्म पुर्‍याउँछ, र प्रविधिमा आधारित संस्थाहरूले खोज्ने व्यवस्थापकीय सोच पनि थप्छ।`,
    `यसपछि ${university.shortName} मा बिजनेस कम्प्युटिङ वा सूचना प्रणालीमा एक वर्षको टप-अप गर्न सकिन्छ, वा IT टोली र व्यवसायका अन्य विभागबीच समन्वय गर्ने भूमिकामा काम सुरु गर्न सकिन्छ।`,
  ],
  sections: [
    unitsSection(english, `तपाईँले ${n(4)} वटा मुख्य युनिट र ${n(2)} वटा ऐच्छिक युनिट उत्तीर्ण गर्नुपर्छ।`, [
      { name: "मुख्य युनिटहरू" },
      { name: "ऐच्छिक युनिटहरू", note: `तलकामध्ये ${n(2)} वटा छान्नुहोस्।` },
    ]),
    entrySection("l5dc-bm"),
    level5Accreditation("l5dc-bm", `${qualificationReferences.l5dc} (${programmeNames.l5dc})`),
    diplomaProgression(
      "l5dc-bm",
      `यो डिप्लोमा उत्तीर्ण गरेपछि ${university.shortName} मा एक वर्षको टप-अपबाट बिजनेस कम्प्युटिङ वा सूचना प्रणालीमा BSc (Hons) पूरा गर्न सक्नुहुन्छ।`,
    ),
  ],
});
