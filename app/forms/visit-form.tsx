import { useCallback, useEffect, useRef, useState } from "react";
import { site } from "~/content/site";
import { ChoiceGroup } from "./choice-group";
import { Honeypot, RequiredNote, SubmissionIdField, SubmitRow, TextField } from "./fields";
import { kathmanduToday } from "./kathmandu-date";
import {
  CONNECTION_METHODS,
  CONTACT_METHODS,
  HOW_HEARD,
  INTERESTS,
  LIST_FIELDS,
  TIME_SLOTS,
} from "./contract/constants";
import { LazySuccessModal } from "./lazy-success-modal";
import { timeSlotLabel } from "./time-slots";
import { useDraft } from "./use-draft";
import { useFormSubmit } from "./use-form-submit";
import { TurnstileField } from "./turnstile-field";

/**
 * The visit request form on /VisitUs (requirements §3 fields and options, §5
 * messages). Posts natively to /api/visit before hydration; afterwards
 * validates with the shared schema, sends JSON and keeps a local draft.
 */
const FIELDS = [
  "fullName",
  "email",
  "phoneNumber",
  "preferredContactMethod",
  "interests",
  "connectionMethod",
  "preferredDate",
  "preferredTimeSlot",
  "message",
  "howHeard",
] as const;

export function VisitForm() {
  const [minDate, setMinDate] = useState(() => kathmanduToday());
  // The server rendered "today" when the page was built for this request;
  // recompute after hydration in case the page sat open past midnight.
  useEffect(() => setMinDate(kathmanduToday()), []);
  const clearDraftRef = useRef<() => void>(() => {});
  const onSuccess = useCallback(() => clearDraftRef.current(), []);
  const form = useFormSubmit({ form: "visit", fields: FIELDS, lists: LIST_FIELDS.visit, onSuccess });
  clearDraftRef.current = useDraft(form.formRef, "visit", FIELDS);
  const { errors } = form;

  return (
    <>
      <form
        {...form.formProps}
        className="relative grid gap-6"
        aria-labelledby="visit-form-heading"
        // Choosing a checkbox, a radio or a date clears its error too.
        onChange={form.formProps.onInput}
      >
        <h2 id="visit-form-heading" className="section-title">
          Request a visit or a call
        </h2>
        <RequiredNote />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField name="fullName" label="Full name" autoComplete="name" error={errors.fullName} />
          <TextField
            name="email"
            label="Email address"
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email}
          />
          <TextField
            name="phoneNumber"
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="10 to 15 digits, with + and country code if outside Nepal."
            error={errors.phoneNumber}
          />
        </div>
        <ChoiceGroup
          name="preferredContactMethod"
          legend="How should we contact you?"
          options={CONTACT_METHODS}
          error={errors.preferredContactMethod}
          columns
        />
        <ChoiceGroup
          name="interests"
          legend="Which programmes interest you?"
          options={INTERESTS}
          error={errors.interests}
          columns
        />
        <ChoiceGroup
          name="connectionMethod"
          legend="What would you like to do?"
          options={CONNECTION_METHODS}
          error={errors.connectionMethod}
          type="radio"
          columns
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            name="preferredDate"
            label="Preferred date"
            type="date"
            min={minDate}
            hint={`Today or later (Kathmandu time). The admissions office is open ${site.admissionsHours.days}.`}
            error={errors.preferredDate}
          />
        </div>
        <ChoiceGroup
          name="preferredTimeSlot"
          legend="Preferred time"
          options={TIME_SLOTS}
          label={timeSlotLabel}
          error={errors.preferredTimeSlot}
        />
        <TextField
          name="message"
          label="Anything else we should know?"
          rows={4}
          required={false}
          error={errors.message}
        />
        <ChoiceGroup
          name="howHeard"
          legend="How did you hear about us?"
          options={HOW_HEARD}
          error={errors.howHeard}
          columns
        />
        <Honeypot />
        <SubmissionIdField />
        <TurnstileField setStatus={form.setStatus} />
        <SubmitRow busy={form.busy} status={form.status} onClear={form.clear} />
      </form>
      <LazySuccessModal
        form="visit"
        reference={form.reference}
        open={form.success}
        onClose={form.closeSuccess}
        formRef={form.formRef}
      />
    </>
  );
}
