/**
 * Level 4 Diploma in Computing with Business Management, in Nepali (twin of
 * l4dc-bm.server.ts): the same sections and units; the unit titles stay as
 * NCC Education names them. UNREVIEWED.
 */
import { qualificationReferences } from "./awards";
import { l4dcBm as english, l4dcBmPage } from "./l4dc-bm.server";
import { programmeNames } from "./names";
import {
  accreditationSection,
  awardingBody,
  diploma,
  diplomaAlt,
  diplomaProgression,
  entrySection,
  levelFact,
  n,
  nccQualification,
  programmePage,
  unitsSection,
  university,
} from "./shared.ne";

export const review = "unreviewed";

export const l4dcBm = diploma({
  page: programmePage(l4dcBmPage, {
    description:
      "काठमाडौँमा पढाइने NCC Education को Level 4 Diploma in Computing with Business Management: मुख्य, विशेष र ऐच्छिक युनिट, भर्नाको पात्रता र अगाडि पढ्ने बाटो।",
    subTitle: nccQualification,
    altText: diplomaAlt,
  }),
  heading: "कम्प्युटिङ र व्यवसाय, सँगसँगै",
  paragraphs: [
    `${awardingBody.name} को ${programmeNames["l4dc-bm"]} सफ्टवेयर बनाउन चाहने र त्यसलाई प्रयोग गर्ने संस्थाहरू कसरी चल्छन् भनेर बुझ्न चाहने विद्यार्थीहरूका लागि उपयुक्त छ। प्रोग्रामिङ, डेटाबेस र नेटवर्कसँगै तपाईँ व्यवसायहरूले योजना कसरी बनाउँछन्, मार्केटिङ कसरी गर्छन् र मानिसहरूको व्यवस्थापन कसरी गर्छन् भनेर पढ्नुहुन्छ।`,
    `यो बेलायती डिग्रीको पहिलो वर्षको तहमा पर्छ, र यसपछि Level 5 तथा ${university.shortName} मा कम्प्युटिङ वा बिजनेस कम्प्युटिङमा टप-अप डिग्रीसम्म पुग्न सकिन्छ।`,
  ],
  sections: [
    unitsSection(
      english,
      `तपाईँले ${n(4)} वटा मुख्य युनिट, व्यवसायसम्बन्धी ${n(3)} वटा विशेष युनिट र एउटा ऐच्छिक युनिट उत्तीर्ण गर्नुपर्छ।`,
      [{ name: "मुख्य युनिटहरू" }, { name: "विशेष युनिटहरू" }, { name: "ऐच्छिक युनिटहरू", note: "तलकामध्ये एउटा छान्नुहोस्।" }],
    ),
    entrySection("l4dc-bm"),
    accreditationSection(
      "l4dc-bm",
      `${awardingBody.name} ले प्रदान गर्ने, बेलायतमा नियमन गरिएको योग्यता। व्यवसाय व्यवस्थापनको यो शाखा ${programmeNames.l4dc} अन्तर्गतका योग्यताहरूमध्ये एक हो।`,
      `${qualificationReferences.l4dc} (${programmeNames.l4dc})`,
      levelFact("Level 4, बेलायती डिग्रीको पहिलो वर्षबराबर"),
    ),
    diplomaProgression(
      "l4dc-bm",
      `यसपछि ${programmeNames["l5dc-bm"]} पढ्नुहोस्, अनि ${university.shortName} मा एक वर्षको टप-अपबाट BSc (Hons) पूरा गर्नुहोस्।`,
    ),
  ],
});
