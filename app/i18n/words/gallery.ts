import type { WordSet } from "./types";

/**
 * Words of the photo gallery's tiles and its viewer
 * (app/components/gallery/). The Nepali is UNREVIEWED (the college confirms
 * it before NEPALI_VERSION is switched on).
 */
export interface GalleryWords {
  /** Read by screen readers before a tile's description. */
  enlarge: string;
  /** After the description of an image that failed to load. */
  unavailable: string;
  /** Which image the viewer shows: "{n}" and "{count}" are replaced. */
  position: string;
  close: string;
  previous: string;
  next: string;
  /** After "Previous" and "Next", for screen readers. */
  image: string;
}

export const review = "unreviewed";

export const gallery: WordSet<GalleryWords> = {
  en: {
    enlarge: "Enlarge: ",
    unavailable: " (image unavailable)",
    position: "{n} of {count}",
    close: "Close image viewer",
    previous: "Previous",
    next: "Next",
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
};
