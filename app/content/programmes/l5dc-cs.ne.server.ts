/**
 * Level 5 Diploma in Computing with Cyber Security, in Nepali (twin of
 * l5dc-cs.server.ts): the same sections and units; the unit titles stay as
 * NCC Education names them. UNREVIEWED.
 */
import { qualificationReferences } from "./awards";
import { l5dcCs as english, l5dcCsPage } from "./l5dc-cs.server";
import { programmeNames } from "./names";
import {
  awardingBody,
  diploma,
  diplomaProgression,
  level5Accreditation,
  entrySection,
  n,
  nccQualification,
  networkSecurityAlt,
  programmePage,
  unitsSection,
  university,
} from "./shared.ne";

export const review = "unreviewed";

export const l5dcCs = diploma({
  page: programmePage(l5dcCsPage, {
    description:
      "काठमाडौँमा पढाइने NCC Education को Level 5 Diploma in Computing with Cyber Security: चार विशेष र दुई ऐच्छिक युनिट, भर्नाको पात्रता र अगाडि पढ्ने बाटो।",
    subTitle: nccQualification,
    altText: networkSecurityAlt,
  }),
  heading: "सुरक्षामा विशेषज्ञतासहित डिग्रीको दोस्रो वर्षको पढाइ",
  paragraphs: [
    `${awardingBody.name} को ${programmeNames["l5dc-cs"]} प्रणाली बनाउन मात्र होइन, तिनलाई सुरक्षित राख्न पनि चाहने विद्यार्थीहरूका लागि हो। यसमा तपाईँ बेलायती डिग्रीको दोस्रो वर्षको तहमा नेटवर्क सुरक्षा, क्रिप्टोग्राफी र डिजिटल फरेन्सिक पढ्नुहुन्छ।`,
    `यसले तपाईँलाई ${university.shortName} मा साइबर सुरक्षामा टप-अप डिग्रीका लागि, र सुरक्षा सञ्चालन (सेक्युरिटी अपरेसन), नेटवर्क प्रशासन र IT अडिटका भूमिकाहरूका लागि तयार पार्छ।`,
  ],
  sections: [
    unitsSection(english, `तपाईँले ${n(4)} वटा विशेष युनिट र ${n(2)} वटा ऐच्छिक युनिट उत्तीर्ण गर्नुपर्छ।`, [
      { name: "विशेष युनिटहरू" },
      { name: "ऐच्छिक युनिटहरू", note: `तलकामध्ये ${n(2)} वटा छान्नुहोस्।` },
    ]),
    entrySection("l5dc-cs"),
    level5Accreditation("l5dc-cs", `${qualificationReferences.l5dc} (${programmeNames.l5dc})`),
    diplomaProgression(
      "l5dc-cs",
      `यो डिप्लोमा उत्तीर्ण गरेपछि ${university.shortName} मा एक वर्षको टप-अपबाट साइबर सुरक्षा र नेटवर्किङमा BSc (Hons) पूरा गर्न सक्नुहुन्छ।`,
    ),
  ],
});
