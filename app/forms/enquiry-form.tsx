import { useCallback, useId } from "react";
import { useWords } from "~/i18n/use-frame";
import { FormEnd, RequiredNote, TextField } from "./fields";
import { LazySuccessModal } from "./lazy-success-modal";
import { useFormSubmit } from "./use-form-submit";

/**
 * The enquiry form (requirements §3, §4, §5), used on programme, department, fees
 * and contact pages through <EnquirySection>.
 *
 * Progressive enhancement (useFormSubmit's form props): before the page's
 * JavaScript has loaded (or without it) it posts natively to /api/enquiry,
 * which answers with a server-rendered result page. Once hydrated it
 * validates with the shared schema and sends JSON instead.
 */
export function EnquiryForm({ heading, message }: { heading?: string; message?: string }) {
  const headingId = useId();
  const words = useWords().forms;
  const f = words.fields.enquiry;
  const onSuccess = useCallback(() => {}, []);
  const form = useFormSubmit({ form: "enquiry", onSuccess });
  const { errors } = form;

  return (
    <>
      <form {...form.formProps} className="relative grid gap-4" aria-labelledby={headingId}>
        <h2 id={headingId} className="section-title">
          {heading ?? words.enquiry.heading}
        </h2>
        <RequiredNote />
        <TextField field={f.name} error={errors.name} />
        <TextField field={f.email} error={errors.email} />
        <TextField field={f.contactNo} error={errors.contactNo} />
        <TextField field={f.message} error={errors.message} defaultValue={message} />
        <FormEnd form={form} />
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
