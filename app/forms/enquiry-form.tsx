import { useCallback, useId } from "react";
import { useWords } from "~/i18n/use-frame";
import { Honeypot, LanguageField, RequiredNote, SubmissionIdField, SubmitRow, TextField } from "./fields";
import { LazySuccessModal } from "./lazy-success-modal";
import { useFormSubmit } from "./use-form-submit";
import { TurnstileField } from "./turnstile-field";

/**
 * The enquiry form (requirements §3, §4, §5), used on programme, department, fees
 * and contact pages through <EnquirySection>.
 *
 * Progressive enhancement (useFormSubmit's form props): before the page's
 * JavaScript has loaded (or without it) it posts natively to /api/enquiry,
 * which answers with a server-rendered result page. Once hydrated it
 * validates with the shared schema and sends JSON instead.
 */
const FIELDS = ["name", "email", "contactNo", "message"] as const;

export function EnquiryForm({ heading }: { heading?: string }) {
  const headingId = useId();
  const words = useWords().forms;
  const w = words.enquiry;
  const onSuccess = useCallback(() => {}, []);
  const form = useFormSubmit({ form: "enquiry", fields: FIELDS, onSuccess });
  const { errors } = form;

  return (
    <>
      <form {...form.formProps} className="relative grid gap-4" aria-labelledby={headingId}>
        <h2 id={headingId} className="section-title">
          {heading ?? w.heading}
        </h2>
        <RequiredNote />
        <TextField name="name" label={w.name} autoComplete="name" error={errors.name} />
        <TextField
          name="email"
          label={w.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email}
        />
        <TextField
          name="contactNo"
          label={w.contactNo}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.contactNo}
          hint={w.contactHint}
        />
        <TextField name="message" label={w.message} rows={4} error={errors.message} />
        <Honeypot label={words.honeypot} />
        <SubmissionIdField />
        <LanguageField />
        <TurnstileField setStatus={form.setStatus} />
        <SubmitRow busy={form.busy} status={form.status} onClear={form.clear} />
      </form>
      <LazySuccessModal
        form="enquiry"
        reference={form.reference}
        open={form.success}
        onClose={form.closeSuccess}
        formRef={form.formRef}
      />
    </>
  );
}
