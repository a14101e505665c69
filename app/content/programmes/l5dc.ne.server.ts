/**
 * Level 5 Diploma in Computing, in Nepali (twin of l5dc.server.ts): the same
 * sections and units; the unit titles stay as NCC Education names them.
 * UNREVIEWED.
 */
import { qualificationReferences } from "./awards";
import { l5dc as english, l5dcPage } from "./l5dc.server";
import {
  awardingBody,
  diploma,
  diplomaAlt,
  diplomaProgression,
  level5Accreditation,
  entrySection,
  n,
  programmePage,
  unitsSection,
  university,
} from "./shared.ne";

export const review = "unreviewed";

export const l5dc = diploma({
  page: programmePage(l5dcPage, {
    description: `काठमाडौँमा पढाइने NCC Education को Level 5 Diploma in Computing (${qualificationReferences.l5dc}): विशेष र ऐच्छिक युनिट, भर्नाको पात्रता (IELTS ५.५) र बेलायती डिग्रीसम्म पुग्ने बाटो।`,
    subTitle: "NCC Education को योग्यता, बेलायती डिग्रीको दोस्रो वर्षबराबर",
    altText: diplomaAlt,
  }),
  heading: "बेलायती अनर्स डिग्रीभन्दा एक कदम मात्र टाढा",
  paragraphs: [
    `${awardingBody.name} को Level 5 Diploma in Computing बेलायतको स्नातक (ब्याचलर्स) डिग्रीको दोस्रो वर्षबराबर हो। यसमा तपाईँ प्रोग्रामिङ र प्रणालीसम्बन्धी सीपलाई अझ गहिरो बनाउनुहुन्छ, एजाइल टोलीमा काम गर्नुहुन्छ र अन्त्यमा आफ्नै ठूलो कम्प्युटिङ परियोजना पूरा गर्नुहुन्छ।`,
    `यो पूरा गरेका विद्यार्थीहरू पूरा BSc (Hons) का लागि ${university.shortName} मा एक वर्षको टप-अपमा जान्छन्, वा सिधै डेभलपर, एनालिस्ट र IT सपोर्ट विशेषज्ञका रूपमा काम सुरु गर्छन्।`,
  ],
  sections: [
    unitsSection(english, `डिप्लोमा पाउन तपाईँले ${n(4)} वटा विशेष युनिट र ${n(2)} वटा ऐच्छिक युनिट उत्तीर्ण गर्नुपर्छ।`, [
      { name: "विशेष युनिटहरू" },
      { name: "ऐच्छिक युनिटहरू", note: `तलकामध्ये ${n(2)} वटा छान्नुहोस्।` },
    ]),
    entrySection("l5dc"),
    level5Accreditation("l5dc", qualificationReferences.l5dc),
    diplomaProgression(
      "l5dc",
      "Level 5 Diploma in Computing उत्तीर्ण गरेपछि तपाईँ हाम्रो साझेदार विश्वविद्यालयको BSc (Hons) को अन्तिम वर्षमा भर्ना भई बेलायती अनर्स डिग्रीसहित स्नातक हुन सक्नुहुन्छ।",
    ),
  ],
});
