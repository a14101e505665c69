import { Modal } from "~/components/modal";
import type { SuccessMessage } from "./success-messages";

export function SuccessModal({ open, onClose, message }: { open: boolean; onClose: () => void; message: SuccessMessage }) {
  return (
    <Modal open={open} onClose={onClose} title={message.title}>
      <p className="m-0 text-lg">{message.english}</p>
      <p className="m-0 text-slate-700" lang="ne">
        {message.nepali}
      </p>
    </Modal>
  );
}
