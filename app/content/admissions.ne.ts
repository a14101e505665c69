/**
 * The Office of Admissions page in Nepali: the twin of admissions.ts (the
 * same counsellor, links, order and figures; every text in Nepali). The
 * hours are site.ts's, written the Nepali way. UNREVIEWED: written for
 * parents and guardians; the college confirms it before NEPALI_VERSION is
 * switched on.
 */
import { type AdmissionsContent, admissionsContent as en } from "./admissions";
import { degreeEntryStatement, diplomaEntryStatements } from "./entry-requirements.ne";
import { intakeMonthsTextNe } from "./intakes.ne";
import { programmeNamesNe } from "./programmes/names.ne";
import { linkOnlyLinks } from "./redirects";
import { tierPercentagesNe } from "./scholarship.ne";
import { site } from "./site";
import { siteNe } from "./site.ne";
import { inNepali } from "./staff.ne";

export const review = "unreviewed";

const { university, awardingBody } = site.partners;

/** Pairs each English item with its Nepali text, so the two lists cannot differ in length or order. */
function twin<T extends object, N extends Partial<T>>(english: readonly T[], nepali: readonly N[]): (T & N)[] {
  if (english.length !== nepali.length) throw new Error("admissions.ne.ts: a list differs in length from the English");
  return english.map((item, i) => ({ ...item, ...(nepali[i] as N) }));
}

export const admissionsContentNe: AdmissionsContent = {
  address: siteNe.fullAddress,
  officeHours: siteNe.admissionsHours,
  counsellor: {
    ...inNepali(en.counsellor),
    about:
      "हाम्रा भर्ना परामर्शदाताले तपाईँको नतिजा र लक्ष्यअनुसार सही कार्यक्रम छान्न सघाउनुहुन्छ, भर्नाको पात्रता र छात्रवृत्तिबारे बुझाउनुहुन्छ, र आवेदनको हरेक चरणमा साथ दिनुहुन्छ — भेटेरै, फोनबाट वा इमेलबाट।",
  },
  reasons: twin(en.reasons, [
    {
      title: "काठमाडौँमै बेलायती योग्यता",
      text: `${university.name} ले प्रदान गर्ने डिग्री र ${awardingBody.name} ले प्रदान गर्ने डिप्लोमा, हाम्रो ${siteNe.address.area} क्याम्पसमा पढाइन्छ।`,
    },
    {
      title: "१००% सम्म छात्रवृत्ति",
      text: `शिक्षण शुल्कको ${tierPercentagesNe} बराबरका मेरिटमा आधारित छात्रवृत्ति, हरेक भर्ना सत्रमा लिइने हाम्रो छात्रवृत्ति परीक्षाबाट प्रदान गरिन्छ।`,
    },
    {
      title: "वर्षमा पाँच भर्ना सत्र",
      text: `यीमध्ये कुनै पनि महिनामा पढाइ सुरु गर्न सक्नुहुन्छ: ${intakeMonthsTextNe("वा")}; त्यसैले सुरु गर्न कहिल्यै लामो समय पर्खनुपर्दैन।`,
    },
    {
      title: "इन्टर्नसिपको सुनिश्चितता",
      text: "हाम्रा उद्योग साझेदारहरूमार्फत मिलाइने इन्टर्नसिपमा आफ्नो सीप काममा लगाउनुहोस्।",
    },
    {
      title: "व्यावहारिक पढाइ",
      text: "उद्योगमा काम गरेको अनुभव भएका प्राध्यापकहरूको नेतृत्वमा हरेक हप्ता ल्याब सत्र र वास्तविक परियोजनाहरू।",
    },
    {
      title: "विदेशमा पढाइ जारी राख्ने बाटो",
      text: "क्रेडिट ट्रान्सफरमार्फत तपाईँ बेलायत, अमेरिका, अस्ट्रेलिया, क्यानडा, युरोप र दुबईका विश्वविद्यालयमा पढाइ जारी राख्न सक्नुहुन्छ।",
    },
  ]),
  // The same five link targets; the qualification titles as the certificates print them.
  programmes: linkOnlyLinks("admissions", programmeNamesNe),
  steps: twin(en.steps, [
    {
      title: "कार्यक्रम छान्नुहोस्",
      text: "हाम्रा डिग्री, डिप्लोमा र छोटो कोर्सहरू हेर्नुहोस्, वा तपाईँलाई कुन उपयुक्त हुन्छ भनेर हाम्रा परामर्शदातासँग कुरा गर्नुहोस्।",
    },
    {
      title: "कागजात तयार राख्नुहोस्",
      text: "शैक्षिक मार्कसिट र प्रमाणपत्रहरूका (पाँचवटासम्म) प्रस्ट फोटो र हालसालै खिचिएको पासपोर्ट साइजको फोटो तयार राख्नुहोस्।",
    },
    {
      title: "आवेदन शुल्क तिर्नुहोस्",
      text: "बैङ्क ट्रान्सफरबाट वा हाम्रो QR कोड स्क्यान गरेर शुल्क तिर्नुहोस्, र रसिद वा कारोबारको सन्दर्भ नम्बर राख्नुहोस्।",
    },
    {
      title: "अनलाइन आवेदन दिनुहोस्",
      text: "अनलाइन भर्ना फारम भर्नुहोस्, आफ्ना कागजात र भुक्तानीको रसिद अपलोड गर्नुहोस्, अनि पठाउनुहोस्।",
    },
    {
      title: "हामीबाट खबर पाउनुहोस्",
      text: "हामी ५ देखि ७ कार्यदिनभित्र तपाईँको आवेदन हेर्छौँ, र हाम्रो निर्णय तथा अर्को कदमबारे इमेल वा फोनबाट तपाईँसँग सम्पर्क गर्छौँ।",
    },
  ]),
  faqs: twin(en.faqs, [
    {
      question: "भर्नाको पात्रता के हो?",
      answer: [
        "यो तपाईँ कुन तहबाट सुरु गर्नुहुन्छ भन्नेमा भर पर्छ।",
        ...diplomaEntryStatements,
        degreeEntryStatement,
        "हाम्रा परामर्शदाताले तपाईँसँगै बसेर तपाईँको नतिजा जाँचिदिनुहुन्छ।",
      ].join(" "),
    },
    {
      question: "मेरो आवेदन हेर्न कति समय लाग्छ?",
      answer: "आवेदन हेर्न ५ देखि ७ कार्यदिन लाग्छ। निर्णय हुनेबित्तिकै हामी इमेल वा फोनबाट तपाईँसँग सम्पर्क गर्छौँ।",
    },
    {
      question: "के मलाई IELTS चाहिन्छ?",
      answer:
        "केही कार्यक्रममा IELTS ५.५ वा सो बराबरको अङ्ग्रेजी चाहिन्छ। तपाईँसँग अहिलेसम्म परीक्षाको अङ्क छैन भने हामीसँग कुरा गर्नुहोस्: तपाईँको कार्यक्रमका लागि के-के विकल्प छन्, हामी बुझाउँछौँ।",
    },
    {
      question: "के म छात्रवृत्ति पाउन सक्छु?",
      answer: `पाउन सक्नुहुन्छ। शिक्षण शुल्कको ${tierPercentagesNe} छात्रवृत्ति हाम्रो छात्रवृत्ति परीक्षाबाट दिइन्छ; यो परीक्षा वर्षभरि खुला रहन्छ र हरेक भर्ना सत्रसँग मिलाएर लिइन्छ।`,
    },
  ]),
};
