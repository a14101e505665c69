import type { FrameText } from "./types";

/**
 * The error page's words in English: part of the English frame, and what the
 * root's error boundary shows when even the root loader failed and no frame
 * reached the page.
 */
export const englishError: FrameText["error"] = {
  heading: "Something Went Wrong",
  text: "Please try refreshing the page or contact support.",
  action: "Contact support",
};
