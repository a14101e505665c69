import { formRoute } from "./form-route";

/** POST /api/visit — requirements §3 visit request payload and options, §5 rules. */
export const visit = formRoute({
  form: "visit",
  bodyCap: 32 * 1024,
  page: "/VisitUs",
  english: {
    noun: "Visit request",
    tooLargeMessage: "Your visit request is too long to send. Please shorten your message and try again.",
  },
});
