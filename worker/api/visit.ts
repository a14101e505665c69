import { formRoute } from "./form-route";
import { englishSuccess } from "./replies";
import { nepaliFormWording } from "./replies.ne";

/** POST /api/visit — requirements §3 visit request payload and options, §5 rules. */
export const visit = formRoute({
  form: "visit",
  bodyCap: 32 * 1024,
  page: "/VisitUs",
  words: {
    en: {
      noun: "Visit request",
      tooLargeMessage: "Your visit request is too long to send. Please shorten your message and try again.",
      success: englishSuccess("visit"),
    },
    ne: nepaliFormWording.visit,
  },
});
