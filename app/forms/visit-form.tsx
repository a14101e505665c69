import { useCallback, useEffect, useRef, useState } from "react";
import { ChoiceGroup } from "./choice-group";
import { useWords } from "~/i18n/use-frame";
import { Honeypot, LanguageField, RequiredNote, SubmissionIdField, SubmitRow, TextField } from "./fields";
import { kathmanduToday } from "~/lib/kathmandu-time";
import {
  CONNECTION_METHODS,
  CONTACT_METHODS,
  HOW_HEARD,
  INTERESTS,
  LIST_FIELDS,
  TIME_SLOTS,
} from "./contract/constants";
import { BikramSambatNote } from "./bikram-sambat-note";
import { LazySuccessModal } from "./lazy-success-modal";
import { draftMarker, useDraft } from "./use-draft";
import { useFormSubmit } from "./use-form-submit";
import { TurnstileField } from "./turnstile-field";

/** The name its draft is kept under (use-draft.ts). */
const DRAFT = "visit";

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
  clearDraftRef.current = useDraft(form.formRef, DRAFT, FIELDS);
  // The chosen date, for its Bikram Sambat note: read once the draft (restored just above) is in.
  const [date, setDate] = useState("");
  useEffect(() => {
    setDate(form.formRef.current?.querySelector<HTMLInputElement>('[name="preferredDate"]')?.value ?? "");
  }, [form.formRef]);
  const { errors } = form;
  const words = useWords().forms;
  const w = words.visit;
  const option = (value: string) => words.options[value] ?? value;

  return (
    <>
      <form
        {...form.formProps}
        {...draftMarker(DRAFT)}
        className="relative grid gap-6"
        aria-labelledby="visit-form-heading"
        // Choosing a checkbox, a radio or a date clears its error too.
        onReset={() => setDate("")}
        onChange={(event) => {
          form.formProps.onInput(event);
          const target: EventTarget = event.target;
          if (target instanceof HTMLInputElement && target.name === "preferredDate") setDate(target.value);
        }}
      >
        <h2 id="visit-form-heading" className="section-title">
          {w.heading}
        </h2>
        <RequiredNote />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField name="fullName" label={w.fullName} autoComplete="name" error={errors.fullName} />
          <TextField
            name="email"
            label={w.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email}
          />
          <TextField
            name="phoneNumber"
            label={w.phoneNumber}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={words.phoneHint10}
            error={errors.phoneNumber}
          />
        </div>
        <ChoiceGroup
          name="preferredContactMethod"
          legend={w.contactMethod}
          options={CONTACT_METHODS}
          label={option}
          error={errors.preferredContactMethod}
          columns
        />
        <ChoiceGroup
          name="interests"
          legend={w.interests}
          options={INTERESTS}
          label={option}
          error={errors.interests}
          columns
        />
        <ChoiceGroup
          name="connectionMethod"
          legend={w.connectionMethod}
          options={CONNECTION_METHODS}
          label={option}
          error={errors.connectionMethod}
          type="radio"
          columns
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            name="preferredDate"
            label={w.preferredDate}
            type="date"
            min={minDate}
            hint={w.dateHint}
            error={errors.preferredDate}
          />
          <BikramSambatNote id="visit-date-bs" date={date} template={w.bsDate} />
        </div>
        <ChoiceGroup
          name="preferredTimeSlot"
          legend={w.time}
          options={TIME_SLOTS}
          label={option}
          error={errors.preferredTimeSlot}
        />
        <TextField name="message" label={w.message} rows={4} required={false} error={errors.message} />
        <ChoiceGroup
          name="howHeard"
          legend={w.howHeard}
          options={HOW_HEARD}
          label={option}
          error={errors.howHeard}
          columns
        />
        <Honeypot label={words.honeypot} />
        <SubmissionIdField />
        <LanguageField />
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
