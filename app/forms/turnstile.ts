import type { Dispatch, SetStateAction } from "react";
import type { Status } from "./use-form-submit";

/**
 * Shared by the Turnstile field (turnstile-field.tsx, turnstile-body.tsx,
 * turnstile-widget.ts) and the submit hook (use-form-submit.ts). Kept tiny:
 * it is on every form page's first load. The field's name is the Worker's
 * too, so it lives in the contract (./contract/turnstile-field.ts).
 */
export { TURNSTILE_FIELD } from "./contract/turnstile-field";

/** Hook → field, an event on the <form>: the API refused the token, run the check again. */
export const RESET_EVENT = "turnstile-reset";

/** The form's status line setter (useFormSubmit's `setStatus`): the check's messages show there. */
export type SetStatus = Dispatch<SetStateAction<Status>>;
