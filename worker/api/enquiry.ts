import { formRoute } from "./form-route";

/** POST /api/enquiry — requirements §3 enquiry payload, §5 rules. */
export const enquiry = formRoute({
  form: "enquiry",
  // Four short text fields: 32 KB is far above any honest enquiry.
  bodyCap: 32 * 1024,
  page: "/contact",
  english: {
    noun: "Enquiry",
    tooLargeMessage: "Your enquiry is too long to send. Please shorten your message and try again.",
  },
});
