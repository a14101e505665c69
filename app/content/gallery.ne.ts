/**
 * The photo gallery in Nepali: the twin of gallery.ts (the same images;
 * each caption and description in Nepali). UNREVIEWED: written by the
 * developers for parents and guardians; the college confirms it before
 * NEPALI_VERSION is switched on. Update the words here too when an
 * illustration is swapped for a photo.
 */
import { type GalleryImage, type GalleryPage, gallery } from "./gallery";
import { siteNe } from "./site.ne";

export const review = "unreviewed";

/** Caption and description of each image, by its file (the English record's order is kept). */
const words: Record<string, Pick<GalleryImage, "caption" | "alt">> = {
  "/gallery/classroom.svg": {
    caption: "कक्षा चलिरहेको बेला",
    alt: "हरियो बोर्डमा बनाइएका चित्रतर्फ देखाउँदै प्राध्यापक, र आ-आफ्नो डेस्कमा नोट लेख्दै पाँच जना विद्यार्थी",
  },
  "/gallery/lab.svg": {
    caption: "कम्प्युटर ल्याबमा प्रयोगात्मक कक्षा",
    alt: "उज्यालो कम्प्युटर ल्याबमा लामो बेन्चमा बसेर ल्यापटपमा काम गर्दै चार जना विद्यार्थी",
  },
  "/gallery/library.svg": {
    caption: "पुस्तकालयमा शान्त अध्ययन",
    alt: "पढ्ने टेबलछेउ रङ्गीचङ्गी किताबले भरिएका अग्ला दराजमा किताब हेर्दै दुई जना विद्यार्थी",
  },
  "/gallery/graduation.svg": {
    caption: "दीक्षान्त समारोहको दिन",
    alt: "दीक्षान्त दिवसको ब्यानरमुनि टोपी र गाउन लगाएर उभिएका पाँच जना स्नातक, माथि हावामा उडिरहेका टोपीहरू",
  },
  "/gallery/seminar.svg": {
    caption: "उद्योग क्षेत्रका अतिथिसँग सेमिनार",
    alt: "विद्यार्थीले भरिएको हलमा वृद्धि देखाउने चार्ट प्रस्तुत गर्दै अतिथि वक्ता",
  },
  "/gallery/sports-day.svg": {
    caption: "मैदानमा खेलकुद दिवस",
    alt: "घमाइलो खेलकुद दिवसमा दौड ट्र्याकमा बल खेल्दै विद्यार्थीहरू",
  },
  "/gallery/orientation.svg": {
    caption: "अभिमुखीकरण सप्ताह",
    alt: "स्वागत ब्यानर र रङ्गीन झन्डीमुनि लाइनमा उभिएका नयाँ विद्यार्थीहरूलाई स्वागत गर्दै एक जना कर्मचारी",
  },
  "/gallery/hackathon.svg": {
    caption: "विद्यार्थी ह्याकाथन",
    alt: "ह्याकाथनको ब्यानरमुनि राति अबेरसम्म ल्यापटपमा कोड लेख्दै तीन टोली",
  },
  "/gallery/cultural-event.svg": {
    caption: "सांस्कृतिक साँझ",
    alt: "बसिरहेका दर्शकका अगाडि मञ्चमा नाच्दै दुई जना कलाकार",
  },
  "/gallery/reception.svg": {
    caption: "हाम्रो रिसेप्सन र विद्यार्थी सेवा डेस्क",
    alt: "कलेजको साइनबोर्डमुनि अगाडिको डेस्कमा आगन्तुकलाई स्वागत गर्दै रिसेप्सनिस्ट",
  },
  "/gallery/campus-exterior.svg": {
    caption: `${siteNe.address.area} क्याम्पस`,
    alt: "दुवैतिर रूख भएको कलेज भवन, र बाटो हुँदै माथि हिँड्दै गरेका विद्यार्थीहरू",
  },
};

export const galleryPageNe: GalleryPage = {
  heading: `हाम्रो ${siteNe.address.area} क्याम्पसको जीवन`,
  intro:
    "कक्षा र ल्याबका सत्र, उद्योगका अतिथिसँगका सेमिनार, ह्याकाथन, खेलकुद र सांस्कृतिक साँझ: हाम्रा विद्यार्थीहरूले सँगै बिताउने दिनहरूको एक झलक। कुनै पनि तस्बिर ठूलो गरी हेर्न त्यसमा थिच्नुहोस्।",
  images: gallery.map((image) => ({ ...image, ...words[image.src] })),
};
