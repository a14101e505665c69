/**
 * Level 3 International Foundation Diploma for Higher Education Studies, in
 * Nepali (twin of l3ifdhes.server.ts): the same sections, units and credits;
 * the unit titles stay as NCC Education names them. UNREVIEWED.
 */
import { l3ifdhes as english, ieltsBands, l3ifdhesPage } from "./l3ifdhes.server";
import { programmeNames } from "./names";
import {
  accreditationSection,
  awardingBody,
  diploma,
  diplomaProgression,
  entrySection,
  n,
  programmePage,
  unitsSection,
} from "./shared.ne";

export const review = "unreviewed";

/** The English record's two bands: "४.५ वा ५.०" and "५.५ वा माथि". */
const lowerBand = ieltsBands.lower.map((score) => n(score.toFixed(1))).join(" वा ");
const upperBand = `${n(ieltsBands.upperFrom.toFixed(1))} वा माथि`;

export const l3ifdhes = diploma({
  page: programmePage(l3ifdhesPage, {
    description:
      "काठमाडौँमा NCC Education को Level 3 International Foundation Diploma for Higher Education Studies: बेलायती शैलीको डिग्रीका लागि तयार पार्ने १२० क्रेडिटको पढाइ।",
    subTitle: "NCC Education को फाउन्डेसन योग्यता",
    altText: "खप्टिएर राखिएका किताबहरू र दीक्षान्त टोपीको चित्र",
  }),
  heading: "अङ्ग्रेजीमा विश्वविद्यालय पढ्न तयार",
  paragraphs: [
    `${awardingBody.name} को ${programmeNames.l3ifdhes} ले तपाईँलाई अङ्ग्रेजी माध्यममा पढाइने डिग्रीका लागि तयार पार्छ। यसमा तपाईँ शैक्षिक अङ्ग्रेजी, अनुसन्धान र अध्ययनका सीप, साथै कम्प्युटिङ र व्यवसायको विषयगत ज्ञान बलियो बनाउनुहुन्छ।`,
    `विद्यालय सकेका तर आफ्नो योग्यता वा अङ्ग्रेजीको अङ्कले अझै सिधै डिग्रीमा भर्ना हुन नपुग्ने विद्यार्थीहरूका लागि यो एउटा पुल हो, र यसपछि ${programmeNames.l4dc} मा जान सकिन्छ।`,
  ],
  sections: [
    unitsSection(
      english,
      `यो डिप्लोमा जम्मा ${n(120)} क्रेडिटको हुन्छ। त्यसमध्ये कति क्रेडिट मुख्य युनिटका हुन्छन् भन्ने कुरा तपाईँको अङ्ग्रेजीमा भर पर्छ: IELTS ${lowerBand} भए मुख्य युनिटहरू ${n(80)} क्रेडिटबराबर हुन्छन्; IELTS ${upperBand} भए ${n(60)} क्रेडिटबराबर। बाँकी क्रेडिट ऐच्छिक युनिटहरूले पूरा गर्छन्।`,
      [
        { name: `मुख्य युनिटहरू (IELTS ${upperBand}: ${n(60)} क्रेडिट)` },
        { name: `थप मुख्य युनिट (IELTS ${lowerBand}: मुख्य युनिटहरू ${n(80)} क्रेडिट)` },
        {
          name: `ऐच्छिक युनिटहरू (${n(120)} क्रेडिट पूरा गर्न)`,
          note: `तलकामध्ये ${n(3)} वटा (IELTS ${upperBand}) वा ${n(2)} वटा (IELTS ${lowerBand}) छान्नुहोस्।`,
        },
      ],
    ),
    entrySection("l3ifdhes"),
    accreditationSection(
      "l3ifdhes",
      `${awardingBody.name} ले प्रदान गर्ने बेलायती योग्यता, जसलाई यसका साझेदार विश्वविद्यालयहरूले अगाडिको पढाइका लागि स्वीकार गर्छन्।`,
      "हाम्रो भर्ना कार्यालयमा सोध्नुहोस्; यो तपाईँको प्रमाणपत्रमा छापिएको हुन्छ",
      { term: "क्रेडिट", detail: `जम्मा ${n(120)}` },
    ),
    diplomaProgression(
      "l3ifdhes",
      `International Foundation Diploma पछि तपाईँ ${programmeNames.l4dc} मा भर्ना भई बेलायती अनर्स डिग्रीतर्फ अगाडि बढ्नुहुन्छ।`,
    ),
  ],
});
