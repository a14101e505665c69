/**
 * Level 4 Diploma in Computing, in Nepali (twin of l4dc.server.ts): the same
 * sections and units; the unit titles stay as NCC Education names them.
 * UNREVIEWED.
 */
import { qualificationReferences } from "./awards";
import { siteNe } from "../site.ne";
import { l4dc as english, l4dcPage } from "./l4dc.server";
import {
  accreditationSection,
  awardingBody,
  diploma,
  diplomaAlt,
  diplomaProgression,
  entrySection,
  levelFact,
  n,
  programmePage,
  unitsSection,
  university,
} from "./shared.ne";

export const review = "unreviewed";

export const l4dc = diploma({
  page: programmePage(l4dcPage, {
    description: `काठमाडौँमा पढाइने NCC Education को Level 4 Diploma in Computing (${qualificationReferences.l4dc}): पाँच मुख्य र तीन विशेष युनिट, भर्नाको पात्रता र यसपछि अगाडि पढ्ने बाटो।`,
    subTitle: "NCC Education को योग्यता, बेलायती डिग्रीको पहिलो वर्षबराबर",
    altText: diplomaAlt,
  }),
  heading: "काठमाडौँमै बेलायती कम्प्युटिङ डिग्रीको पहिलो वर्ष",
  paragraphs: [
    `${awardingBody.name} को Level 4 Diploma in Computing लाई बेलायतको स्नातक (ब्याचलर्स) डिग्रीको पहिलो वर्षबराबर मानिन्छ। यसले प्रोग्रामिङ, डेटाबेस, नेटवर्क र प्रणाली विश्लेषणमा बलियो आधार दिन्छ, र यो हाम्रो ${siteNe.address.area} क्याम्पसमा साना कक्षामा पढाइन्छ।`,
    `यो उत्तीर्ण गरेपछि तपाईँ Level 5 Diploma in Computing मा र त्यसपछि ${university.shortName} मा एक वर्षको टप-अप गरेर पूरा बेलायती अनर्स डिग्रीसम्म पुग्न सक्नुहुन्छ।`,
  ],
  sections: [
    unitsSection(english, `डिप्लोमा पाउन तपाईँले ${n(5)} वटा मुख्य युनिट र ${n(3)} वटा अनिवार्य विशेष युनिट उत्तीर्ण गर्नुपर्छ।`, [
      { name: "मुख्य युनिटहरू" },
      { name: "अनिवार्य विशेष युनिटहरू" },
    ]),
    entrySection("l4dc"),
    accreditationSection(
      "l4dc",
      `यो ${awardingBody.name} ले प्रदान गर्ने, बेलायतमा नियमन गरिएको योग्यता हो; ${awardingBody.name} का योग्यताहरूलाई ${n(70)} भन्दा बढी विश्वविद्यालयले मान्यता दिन्छन्।`,
      qualificationReferences.l4dc,
      levelFact("Level 4, बेलायती डिग्रीको पहिलो वर्षबराबर"),
    ),
    diplomaProgression(
      "l4dc",
      "Level 4 Diploma in Computing पछि तपाईँ सिधै Level 5 Diploma in Computing (वा यसका विशेष शाखाहरूमध्ये कुनै एक) मा जान सक्नुहुन्छ, र त्यहाँबाट डिग्रीको अन्तिम वर्षसम्म।",
    ),
  ],
});
