/**
 * The home page's ten partners in Nepali (twin of partners.ts): the same
 * records (ids, colours, links, placeholder flags) with their words in
 * Nepali. The two named partners keep their names as they write them; the
 * eight placeholders are generic and get replaced with the English records.
 * UNREVIEWED: written for parents and guardians; the college confirms it
 * before NEPALI_VERSION is switched on (`npm run preflight` lists every file
 * still marked so).
 */
import { type Partner, partners } from "./partners";
import { programmeNames } from "./programmes/names";
import { site } from "./site";

export const review = "unreviewed";

const { university } = site.partners;

/** Each partner's words, by id. The wordmark's `text` is "first line, second line" as in English. */
const texts: Record<number, Pick<Partner, "name" | "headline" | "description"> & { logoText: string }> = {
  1: {
    name: site.partners.awardingBody.name,
    logoText: `${site.partners.awardingBody.name}, बेलायतको निकाय`,
    headline: "हाम्रा डिप्लोमा प्रदान गर्ने बेलायतको निकाय",
    description:
      "NCC Education कम्प्युटिङ र व्यवसायका योग्यता प्रदान गर्ने बेलायतको निकाय हो; ७० भन्दा बढी विश्वविद्यालयले यसलाई मान्यता दिएका छन्। हाम्रा Level 3 देखि Level 5 सम्मका डिप्लोमा र Level 3 International Foundation Diploma (L3IFDHES) यसैले प्रदान गर्छ; यी योग्यताले बेलायती डिग्रीको अन्तिम वर्षसम्म पुग्ने ढोका खोल्छन्।",
  },
  2: {
    name: university.name,
    logoText: `${university.shortName}, बेलायतको विश्वविद्यालय`,
    headline: "बेलायतमा रहेको हाम्रो साझेदार विश्वविद्यालय",
    description: `इङ्ल्यान्डको प्रेस्टनमा रहेको ${university.name} (${university.shortName}) ले हाम्रा ${programmeNames["business-computing"]} र ${programmeNames["bsc-cybersecurity"]} डिग्री प्रदान गर्छ। यसका विद्यार्थी र कर्मचारी गरी करिब ३८,००० जनाको समुदाय छ।`,
  },
  3: {
    name: "साझेदार एनिमेसन स्टुडियो",
    logoText: "एनिमेसन, स्टुडियो",
    headline: "सिर्जनात्मक उद्योगको अनुभव",
    description:
      "विद्यार्थीलाई डिजिटल मिडिया उत्पादन नजिकबाट हेर्ने अवसर दिने एनिमेसन कम्पनी: वास्तविक स्टुडियोको काममा डिजाइन, प्रोग्रामिङ र कथावाचन कसरी एकसाथ जोडिन्छन् भन्ने कुरा।",
  },
  4: {
    name: "अस्ट्रेलियाको साझेदार विश्वविद्यालय",
    logoText: "विश्वविद्यालय, अस्ट्रेलिया",
    headline: "अस्ट्रेलियामा पढ्ने बाटो",
    description:
      "अस्ट्रेलियाको यो विश्वविद्यालयमा हाम्रा स्नातकहरूले पढाइ अगाडि बढाउन सक्छन्; यसले विद्यार्थीलाई एसिया-प्रशान्त क्षेत्रमा थप पढाइका लागि मान्यताप्राप्त बाटो दिन्छ।",
  },
  5: {
    name: "साझेदार सफ्टवेयर कम्पनी",
    logoText: "सफ्टवेयर, कम्पनी",
    headline: "काम गरिरहेका डेभलपरहरूबाट सिकाइ",
    description:
      "अतिथि व्याख्यान, परियोजना र हाम्रा कम्प्युटिङका विद्यार्थीका लागि इन्टर्नसिपका अवसरमार्फत उद्योगको अभ्यास कक्षाकोठासम्म ल्याउने सफ्टवेयर कम्पनी।",
  },
  6: {
    name: "साझेदार IT तालिम कम्पनी",
    logoText: "IT तालिम, कम्पनी",
    headline: "व्यावहारिक, कामका लागि तयार सीप",
    description:
      "हाम्रा छोटो कोर्स र व्यावहारिक कार्यशालाहरूलाई आकार दिन सघाउने IT तालिम कम्पनी, ताकि विद्यार्थीले सिक्ने कुरा रोजगारदाताले खोजेअनुरूप होस्।",
  },
  7: {
    name: "बेलायतको दोस्रो साझेदार विश्वविद्यालय",
    logoText: "विश्वविद्यालय, बेलायत",
    headline: "बेलायतमा स्नातक पूरा गर्ने थप बाटाहरू",
    description:
      "बेलायतको यो अर्को विश्वविद्यालयले हाम्रा डिप्लोमा पूरा गरेका विद्यार्थीलाई अगाडिको पढाइका लागि भर्ना लिन्छ; यसले बेलायती डिग्री कहाँ पूरा गर्ने भन्ने छनोट फराकिलो बनाउँछ।",
  },
  8: {
    name: "बेलायतको तेस्रो साझेदार विश्वविद्यालय",
    logoText: "विश्वविद्यालय, बेलायत",
    headline: "टप-अप डिग्री र स्नातकोत्तर पढाइ",
    description:
      "बेलायतको अर्को विश्वविद्यालय, जहाँ हाम्रा विद्यार्थीले डिप्लोमालाई टप-अप गरेर पूरा डिग्री बनाउन वा स्नातक सकेपछि स्नातकोत्तर पढाइमा जान सक्छन्।",
  },
  9: {
    name: "अमेरिकाको साझेदार विश्वविद्यालय",
    logoText: "विश्वविद्यालय, अमेरिका",
    headline: "अमेरिकामा पढ्ने बाटो",
    description: "हाम्रा स्नातकहरूलाई अमेरिकामा पढाइ जारी राख्ने बाटो दिने संयुक्त राज्य अमेरिकाको एक विश्वविद्यालय।",
  },
  10: {
    name: "अमेरिकाको दोस्रो साझेदार विश्वविद्यालय",
    logoText: "विश्वविद्यालय, अमेरिका",
    headline: "उत्तर अमेरिकामा थप छनोट",
    description:
      "संयुक्त राज्य अमेरिकाको यो दोस्रो विश्वविद्यालयले विदेशमा पढ्ने योजना बनाउने विद्यार्थीलाई कार्यक्रम र ठाउँको थप छनोट दिन्छ।",
  },
};

export const partnersNe: Partner[] = partners.map((partner) => {
  const text = texts[partner.id];
  if (!text) throw new Error(`partners.ne.ts: no Nepali words for partner ${partner.id}`);
  const { logoText, ...words } = text;
  return { ...partner, ...words, logo: { ...partner.logo, text: logoText } };
});
