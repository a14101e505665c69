import { enquirySchema, LIST_FIELDS } from "../../app/forms/contract/schemas";
import { successMessages } from "../../app/forms/contract/success-messages";
import { formRoute } from "./form-route";

/** POST /api/enquiry — requirements §3 enquiry payload, §5 rules. */
export const enquiry = formRoute({
  form: "enquiry",
  schema: enquirySchema,
  // Four short text fields: 32 KB is far above any honest enquiry.
  bodyCap: 32 * 1024,
  tooLargeMessage: "Your enquiry is too long to send. Please shorten your message and try again.",
  lists: LIST_FIELDS.enquiry,
  page: "/contact",
  noun: "Enquiry",
  success: successMessages.enquiry,
});
