import { useCallback, useRef } from "react";
import { fill } from "~/i18n/fill";
import { useWords } from "~/i18n/use-frame";
import { CheckboxField, FormEnd, RequiredNote, TextField } from "./fields";
import { digitsIn } from "./contract/digits";
import { formatBytes } from "./image-files";
import { ImagePicker } from "./image-picker";
import { PaymentDetails } from "./payment-details";
import { CONSENT_GIVEN, MAX_TOTAL_BYTES } from "./contract/constants";
import { LazySuccessModal } from "./lazy-success-modal";
import { UploadProgress } from "./upload-progress";
import { useAdmissionFiles } from "./use-admission-files";
import { draftMarker, useDraft } from "./use-draft";
import { useFormSubmit } from "./use-form-submit";

/** The name its draft is kept under (use-draft.ts). */
const DRAFT = "admission";

/**
 * The online admission form on /apply (requirements §3, §5, §8). Before hydration
 * it posts natively as multipart/form-data to /api/admission; afterwards the
 * images are compressed in the browser and sent as data URLs in JSON with
 * real upload progress. Text fields are kept as a local draft.
 */
export function AdmissionForm() {
  const words = useWords().forms;
  const w = words.admission;
  const f = words.fields.admission;
  const resetFiles = useRef<() => void>(() => {});
  const clearDraft = useRef<() => void>(() => {});
  const onSuccess = useCallback(() => {
    resetFiles.current();
    clearDraft.current();
  }, []);
  const form = useFormSubmit({
    form: "admission",
    multipart: true,
    onSuccess,
    // Called on submit, after this render has set up `files` and `overLimit`
    // below; while images are still being prepared the send waits.
    extras: () => {
      if (files.busy) return null;
      return {
        payload: {
          [f.academicPapers.name]: files.papers.map((image) => image.dataUrl),
          [f.studentPhoto.name]: files.photo?.dataUrl ?? "",
          [f.transactionDocument.name]: files.slip?.dataUrl ?? "",
        },
        // requirements §8: the combined size is checked before sending.
        errors: overLimit ? { fileTotal: words.messages.files.totalTooLarge } : undefined,
      };
    },
  });
  const files = useAdmissionFiles({ setFieldError: form.setFieldError, clearError: form.clearError });
  resetFiles.current = files.reset;
  clearDraft.current = useDraft(form.formRef, DRAFT, f);
  const { errors } = form;
  const overLimit = files.totalBytes > MAX_TOTAL_BYTES;

  return (
    <>
      <form
        {...form.formProps}
        {...draftMarker(DRAFT)}
        className="relative grid gap-8"
        aria-labelledby="admission-form-heading"
      >
        <div className="grid gap-2">
          <h2 id="admission-form-heading" className="section-title">
            {w.heading}
          </h2>
          <RequiredNote />
        </div>

        <fieldset className="m-0 grid min-w-0 gap-4 border-0 p-0">
          <legend className="mb-2 p-0 text-xl font-bold text-brand-800">{w.aboutYou}</legend>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField field={f.studentName} error={errors.studentName} />
            <TextField field={f.email} error={errors.email} />
            <TextField field={f.contactNumber} error={errors.contactNumber} />
            <TextField field={f.guardianContactNumber} error={errors.guardianContactNumber} />
            <TextField field={f.fathersName} error={errors.fathersName} />
            <TextField field={f.mothersName} error={errors.mothersName} />
            <TextField field={f.presentAddress} error={errors.presentAddress} />
            <TextField field={f.permanentAddress} error={errors.permanentAddress} />
          </div>
        </fieldset>

        <fieldset className="m-0 grid min-w-0 gap-6 border-0 p-0">
          <legend className="mb-2 p-0 text-xl font-bold text-brand-800">{w.documents}</legend>
          <p className="m-0 text-slate-700">{w.photosFine}</p>
          <ImagePicker
            field={f.academicPapers}
            multiple
            droppable
            images={files.papers}
            pending={files.pending.academicPapers}
            error={errors.academicPapers}
            onFiles={files.addPapers}
            onRemove={files.removePaper}
          />
          <ImagePicker
            field={f.studentPhoto}
            images={files.photo ? [files.photo] : []}
            pending={files.pending.studentPhoto}
            error={errors.studentPhoto}
            onFiles={(list) => files.setSingle("studentPhoto", list)}
            onRemove={() => files.removeSingle("studentPhoto")}
          />
        </fieldset>

        <div className="grid gap-6">
          <PaymentDetails />
          <TextField field={f.transactionInfo} error={errors.transactionInfo} />
          <ImagePicker
            field={f.transactionDocument}
            images={files.slip ? [files.slip] : []}
            pending={files.pending.transactionDocument}
            error={errors.transactionDocument}
            onFiles={(list) => files.setSingle("transactionDocument", list)}
            onRemove={() => files.removeSingle("transactionDocument")}
          />
        </div>

        <div className="grid gap-1" data-files-total="">
          <p id="files-total" className="m-0 text-sm font-medium text-slate-800">
            {fill(w.filesToSend, {
              used: digitsIn(words.messages, formatBytes(files.totalBytes)),
              limit: digitsIn(words.messages, formatBytes(MAX_TOTAL_BYTES)),
            })}
          </p>
          <meter
            min={0}
            max={MAX_TOTAL_BYTES}
            value={files.totalBytes}
            high={MAX_TOTAL_BYTES * 0.9}
            optimum={0}
            aria-labelledby="files-total"
            className="w-full"
          />
          {overLimit ? (
            <p
              role="alert"
              tabIndex={-1}
              data-focus-error=""
              className="scroll-mt-32 m-0 text-sm font-medium text-red-700"
            >
              {words.messages.files.totalTooLarge}
            </p>
          ) : null}
        </div>

        <CheckboxField field={f.consent} value={CONSENT_GIVEN} error={errors.consent} />

        <FormEnd form={form} busy={form.busy || files.busy} label={w.submit} busyLabel={w.processing}>
          <UploadProgress progress={form.busy ? form.progress : null} />
        </FormEnd>
      </form>
      <LazySuccessModal
        form="admission"
        reference={form.reference}
        open={form.success}
        onClose={form.closeSuccess}
        formRef={form.formRef}
      />
    </>
  );
}
