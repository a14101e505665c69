import { MAX_TOTAL_ENCODED_BYTES, totalEncodedBytes } from "../../app/forms/contract/constants";
import { englishMessages } from "../../app/forms/contract/messages";
import { formRoute } from "./form-route";

/**
 * POST /api/admission — requirements §3 admission payload with images as data URLs,
 * §5 rules, §8 total-size message. The body may carry at most 5 MB of
 * encoded files plus the text fields (64 KB is ample for those and the
 * multipart framing); the files' own total is checked again after parsing.
 */
export const ADMISSION_BODY_CAP = MAX_TOTAL_ENCODED_BYTES + 64 * 1024;

export const admission = formRoute({
  form: "admission",
  bodyCap: ADMISSION_BODY_CAP,
  tooLarge: (data) => totalEncodedBytes(data) > MAX_TOTAL_ENCODED_BYTES,
  page: "/apply",
  english: {
    noun: "Application",
    tooLargeMessage: englishMessages.files.totalTooLarge,
  },
});
