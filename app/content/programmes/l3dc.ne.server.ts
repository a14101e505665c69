/**
 * Level 3 Diploma in Computing, in Nepali (twin of l3dc.server.ts): the same
 * sections and units; the unit titles stay as NCC Education names them.
 * UNREVIEWED.
 */
import { l3dc as english, l3dcPage } from "./l3dc.server";
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

export const l3dc = diploma({
  page: programmePage(l3dcPage, {
    description:
      "काठमाडौँमा पढाइने NCC Education को Level 3 Diploma in Computing: यसका युनिटहरू, भर्नाको पात्रता, मान्यता र Level 4 सम्म अगाडि बढ्ने बाटो।",
    subTitle: nccQualification,
    altText: diplomaAlt,
  }),
  heading: "कम्प्युटिङमा तपाईँको पहिलो बेलायती योग्यता",
  paragraphs: [
    `${awardingBody.name} को Level 3 Diploma in Computing विद्यालय सकेर आउने विद्यार्थीहरूका लागि कम्प्युटिङको व्यावहारिक सुरुआत हो। यसमा तपाईँ प्रोग्राम लेख्न, वेबसाइट बनाउन, कम्प्युटर प्रणालीको हेरचाह गर्न र डेटासँग काम गर्न सिक्नुहुन्छ, ल्याबमा प्रशस्त समय र धैर्यपूर्ण व्यक्तिगत सहयोगसहित।`,
    "यो पूरा गरेपछि तपाईँ Level 4 Diploma in Computing का लागि तयार हुनुहुन्छ, जुन बेलायती अनर्स डिग्रीतर्फको बाटोको पहिलो चरण हो।",
  ],
  sections: [
    unitsSection(english, `तपाईँले ${n(6)} वटा युनिट पढ्नुहुन्छ; हरेकको मूल्याङ्कन कोर्सवर्क र परीक्षा दुवैबाट हुन्छ।`, [
      { name: "युनिटहरू" },
    ]),
    entrySection("l3dc"),
    accreditationSection(
      "l3dc",
      `${awardingBody.name} ले प्रदान गर्ने बेलायती योग्यता, जुन यसको Level 4 Diploma in Computing मा प्रवेश गर्ने मान्य बाटोका रूपमा बनाइएको हो।`,
      "हाम्रो भर्ना कार्यालयमा सोध्नुहोस्; यो तपाईँको प्रमाणपत्रमा छापिएको हुन्छ",
      levelFact("Level 3, बेलायतको A-Level बराबरको तह"),
    ),
    diplomaProgression(
      "l3dc",
      `Level 3 पछि तपाईँ Level 4 र Level 5 का डिप्लोमा हुँदै ${university.shortName} मा एक वर्षको डिग्री टप-अपसम्म पुग्नुहुन्छ।`,
    ),
  ],
});
