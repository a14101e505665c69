import { LIST_FIELDS, visitSchema } from "../../app/forms/contract/schemas";
import { successMessages } from "../../app/forms/contract/success-messages";
import { formRoute } from "./form-route";

/** POST /api/visit — requirements §3 visit request payload and options, §5 rules. */
export const visit = formRoute({
  form: "visit",
  schema: visitSchema,
  bodyCap: 32 * 1024,
  tooLargeMessage: "Your visit request is too long to send. Please shorten your message and try again.",
  lists: LIST_FIELDS.visit,
  page: "/VisitUs",
  noun: "Visit request",
  success: successMessages.visit,
});
