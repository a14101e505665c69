import type { RefObject } from "react";
import { Modal } from "~/components/modal";
import type { SuccessMessage } from "./success-messages";

export function SuccessModal({
  open,
  onClose,
  message,
  formRef,
}: {
  open: boolean;
  onClose: () => void;
  message: SuccessMessage;
  /** Focus returns to this form's submit button when the modal closes. */
  formRef: RefObject<HTMLFormElement | null>;
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
    </Modal>
  );
}
