import type { RefObject } from "react";
import { Modal } from "~/components/modal";
import { useWords } from "~/i18n/use-frame";
import { submissionReference } from "./contract/reference";
import type { FormName } from "./contract/schemas";

export interface SuccessModalProps {
  form: FormName;
  open: boolean;
  onClose: () => void;
  /** Focus returns to this form's submit button when the modal closes. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The accepted submission's id. */
  reference?: string | null;
}

/**
 * What a form shows once the college has its submission. Loaded on demand
 * (lazy-success-modal.tsx): the texts, the dialog and the reference are
 * only needed after a success, and /apply's first load is at its budget.
 */
export default function SuccessModal({ form, open, onClose, formRef, reference }: SuccessModalProps) {
  const words = useWords().forms;
  const message = words.success[form];
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={message.title}
      closeLabel={words.close}
      okLabel={words.ok}
      returnFocus={() => formRef.current?.querySelector<HTMLElement>('button[type="submit"]')}
    >
      <p className="m-0 text-lg">{message.message}</p>
      {message.nepali ? (
        <p className="m-0 text-slate-700" lang="ne">
          {message.nepali}
        </p>
      ) : null}
      {reference ? (
        <p className="m-0" data-reference-note>
          {message.received} {words.yourReference} <strong data-reference>{submissionReference(reference)}</strong>.{" "}
          {words.referenceNote}
        </p>
      ) : null}
    </Modal>
  );
}
