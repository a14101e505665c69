import type { RefObject } from "react";
import { Modal } from "~/components/modal";
import { REFERENCE_NOTE, submissionReference } from "./reference";
import type { SuccessMessage } from "./success-messages";

export function SuccessModal({
  open,
  onClose,
  message,
  formRef,
  reference,
}: {
  open: boolean;
  onClose: () => void;
  message: SuccessMessage;
  /** Focus returns to this form's submit button when the modal closes. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The accepted submission's id. */
  reference?: string | null;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={message.title}
      returnFocus={() => formRef.current?.querySelector<HTMLElement>('button[type="submit"]')}
    >
      <p className="m-0 text-lg">{message.english}</p>
      <p className="m-0 text-slate-700" lang="ne">
        {message.nepali}
      </p>
      {reference ? (
        <p className="m-0" data-reference-note>
          {message.received} Your reference: <strong data-reference>{submissionReference(reference)}</strong>. {REFERENCE_NOTE}
        </p>
      ) : null}
    </Modal>
  );
}
