import { lazy, Suspense, useEffect, useState } from "react";
import type { SuccessModalProps } from "./success-modal";

const load = () => import("./success-modal");
const SuccessModal = lazy(load);

/**
 * The success dialog, kept out of the page's first load (decision 009): it
 * is fetched when the visitor first focuses the form, so it is ready by the
 * time a submission succeeds, and mounted from the first success on.
 */
export function LazySuccessModal(props: SuccessModalProps) {
  const { formRef, open } = props;
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const prefetch = () => void load().catch(() => {});
    form.addEventListener("focusin", prefetch, { once: true });
    return () => form.removeEventListener("focusin", prefetch);
  }, [formRef]);

  if (!mounted && !open) return null;
  return (
    <Suspense fallback={null}>
      <SuccessModal {...props} />
    </Suspense>
  );
}
