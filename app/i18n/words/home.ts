import { wordSet } from "./types";

export const review = "unreviewed";

/**
 * The words inside the home page's components (ticker, hero, partner
 * carousel, first-visit popup) and the course cards of the home page and
 * the /Diplomas and /ShortCourses listings. The pages' own copy comes from
 * their loaders (app/content/home.ts, courses.ts and their .ne.ts twins).
 * The Nepali is UNREVIEWED (the college confirms it before NEPALI_VERSION is
 * switched on).
 *
 * `{n}`, `{count}` and `{name}` are filled in by the component; numbers are
 * written in the page's digits.
 */
export const home = wordSet({
  en: {
    ticker: {
      /** The ticker's landmark name. */
      label: "Announcements",
      /** The pause switch's visible word (a checkbox: ticked, the ticker stands still). */
      pause: "Pause",
      /** Read by screen readers before and after that word ("Pause announcements"). */
      toggleBefore: "",
      toggleAfter: " announcements",
    },
    hero: {
      /** The name of the list of pitches. */
      pitchesLabel: "Why study with us",
      /** The video's name when it shows its controls. */
      videoLabel: "Video about the college",
      /** Inside <video>, for browsers that cannot play it. */
      noVideo: "Your browser does not support the video tag.",
    },
    carousel: {
      stop: "Stop automatic slide show",
      start: "Start automatic slide show",
      previous: "Previous slide",
      next: "Next slide",
      /** The name of the row of dots. */
      choose: "Choose a partner",
      /** A slide's name: "{n} of {count}". */
      position: "{n} of {count}",
      /** A dot's name: "Slide {n}: {name}". */
      dot: "Slide {n}: {name}",
      /** The partner's link: the visible words, with what screen readers hear before and after them. */
      visitBefore: "",
      visit: "Visit the website",
      visitAfter: " of {name}",
    },
    popup: { close: "Close" },
    card: {
      /** Read before the provider's name. */
      provider: "Provider: ",
      /** The card's visual call to action (the title is the link). */
      view: "View course",
    },
  },
  ne: {
    ticker: {
      label: "सूचनाहरू",
      pause: "रोक्नुहोस्",
      toggleBefore: "सूचनाहरू ",
      toggleAfter: "",
    },
    hero: {
      pitchesLabel: "हामीसँग किन पढ्ने",
      videoLabel: "कलेजबारेको भिडियो",
      noVideo: "तपाईँको ब्राउजरले यो भिडियो चलाउन सक्दैन।",
    },
    carousel: {
      stop: "स्लाइड आफैँ बदलिन रोक्नुहोस्",
      start: "स्लाइड आफैँ बदलिन दिनुहोस्",
      previous: "अघिल्लो स्लाइड",
      next: "अर्को स्लाइड",
      choose: "साझेदार छान्नुहोस्",
      position: "{count} मध्ये {n}",
      dot: "स्लाइड {n}: {name}",
      visitBefore: "{name} को ",
      visit: "वेबसाइट हेर्नुहोस्",
      visitAfter: "",
    },
    popup: { close: "बन्द गर्नुहोस्" },
    card: { provider: "प्रदायक: ", view: "विवरण हेर्नुहोस्" },
  },
});
