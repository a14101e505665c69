import { useCallback, useEffect, useRef, useState } from "react";
import { ChoiceGroup } from "./choice-group";
import { useWords } from "~/i18n/use-frame";
import { FormEnd, RequiredNote, TextField } from "./fields";
import { kathmanduToday } from "~/lib/kathmandu-time";
import { BikramSambatNote } from "./bikram-sambat-note";
import { LazySuccessModal } from "./lazy-success-modal";
import { draftMarker, useDraft } from "./use-draft";
import { useFormSubmit } from "./use-form-submit";

/** The name its draft is kept under (use-draft.ts). */
const DRAFT = "visit";

/**
 * The visit request form on /VisitUs (requirements §3 fields and options, §5
 * messages), with `interests` ticked when a link named a programme. Posts natively to /api/visit before hydration; afterwards
 * validates with the shared schema, sends JSON and keeps a local draft.
 */
export function VisitForm({ interests = [] }: { interests?: readonly string[] }) {
  const [minDate, setMinDate] = useState(() => kathmanduToday());
  // The server rendered "today" when the page was built for this request;
  // recompute after hydration in case the page sat open past midnight.
  useEffect(() => setMinDate(kathmanduToday()), []);
  const clearDraftRef = useRef<() => void>(() => {});
  const onSuccess = useCallback(() => clearDraftRef.current(), []);
  const words = useWords().forms;
  const f = words.fields.visit;
  const form = useFormSubmit({ form: "visit", onSuccess });
  clearDraftRef.current = useDraft(form.formRef, DRAFT, f);
  // The chosen date, for its Bikram Sambat note: read once the draft (restored just above) is in.
  const [date, setDate] = useState("");
  useEffect(() => {
    setDate(form.formRef.current?.querySelector<HTMLInputElement>(`[name="${f.preferredDate.name}"]`)?.value ?? "");
  }, [form.formRef, f]);
  const { errors } = form;
  const w = words.visit;

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
          if (target instanceof HTMLInputElement && target.name === f.preferredDate.name) setDate(target.value);
        }}
      >
        <h2 id="visit-form-heading" className="section-title">
          {w.heading}
        </h2>
        <RequiredNote />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField field={f.fullName} error={errors.fullName} />
          <TextField field={f.email} error={errors.email} />
          <TextField field={f.phoneNumber} error={errors.phoneNumber} />
        </div>
        <ChoiceGroup field={f.preferredContactMethod} error={errors.preferredContactMethod} columns />
        <ChoiceGroup field={f.interests} error={errors.interests} columns ticked={interests} />
        <ChoiceGroup field={f.connectionMethod} error={errors.connectionMethod} columns />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField field={f.preferredDate} min={minDate} hint={w.dateHint} error={errors.preferredDate} />
          <BikramSambatNote id="visit-date-bs" date={date} template={w.bsDate} />
        </div>
        <ChoiceGroup field={f.preferredTimeSlot} error={errors.preferredTimeSlot} />
        <TextField field={f.message} error={errors.message} />
        <ChoiceGroup field={f.howHeard} error={errors.howHeard} columns />
        <FormEnd form={form} />
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
