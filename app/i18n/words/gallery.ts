import { wordSet } from "./types";

export const review = "unreviewed";

/**
 * Words of the photo gallery's tiles and its viewer
 * (app/components/gallery/). The Nepali is UNREVIEWED (the college confirms
 * it before NEPALI_VERSION is switched on).
 */
export const gallery = wordSet({
  en: {
    /** Read by screen readers before a tile's description. */
    enlarge: "Enlarge: ",
    /** After the description of an image that failed to load. */
    unavailable: " (image unavailable)",
    /** Which image the viewer shows: "{n}" and "{count}" are replaced. */
    position: "{n} of {count}",
    close: "Close image viewer",
    previous: "Previous",
    next: "Next",
    /** After "Previous" and "Next", for screen readers. */
    image: " image",
  },
  ne: {
    enlarge: "ठूलो गरी हेर्नुहोस्: ",
    unavailable: " (तस्बिर उपलब्ध छैन)",
    position: "{count} मध्ये {n}",
    close: "तस्बिर हेर्ने झ्याल बन्द गर्नुहोस्",
    previous: "अघिल्लो",
    next: "अर्को",
    image: " तस्बिर",
  },
});
