/**
 * The home page's widget timings and keys (requirements §4, §9). No words and
 * no imports: the browser's code reads these, while the page's words come
 * from the route's loader in the page's language (decision 021).
 */

/** requirements §4/§9: the video starts 4 s in, where the awarding body's showreel gets going. */
export const VIDEO_START_SECONDS = 4;

/** requirements §4/§9: the stats count up once over 2000 ms when 10% of the banner is in view. */
export const STATS_DURATION_MS = 2000;
export const STATS_THRESHOLD = 0.1;

/** requirements §4: the popup is shown once per browser session. */
export const POPUP_SEEN_KEY = "mbc-home-popup-seen";

/** requirements §4/§9: carousel timings and swipe threshold. */
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_INTERVAL_AFTER_MANUAL_MS = 4000;
export const SWIPE_THRESHOLD_PX = 50;
