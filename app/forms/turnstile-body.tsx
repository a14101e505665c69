import { type ReactNode, useEffect, useRef } from "react";
import { useWords } from "~/i18n/use-frame";
import { type SetStatus, TURNSTILE_FIELD } from "./turnstile";
import { attach } from "./turnstile-widget";

/**
 * The Turnstile field's markup (see turnstile-field.tsx): the widget's
 * 65 px box reserved in the server HTML, so nothing moves when it appears;
 * the hidden `cf-turnstile-response` input that the JSON send and a native
 * post both carry; and, without JavaScript, a note saying the check cannot
 * run and giving the phone number (docs/decisions/012-turnstile.md).
 */
export default function TurnstileBody({ siteKey, setStatus }: { siteKey: string; setStatus: SetStatus }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const { turnstile: words, error } = useWords().forms;
  useEffect(
    () => (ref.current ? attach(ref.current, siteKey, setStatus, { ...words, error }) : undefined),
    [siteKey, setStatus, words, error],
  );
  return (
    <div ref={ref} className="grid gap-2" data-turnstile="">
      <div className="min-h-[65px] w-full max-w-[400px]" />
      <input type="hidden" name={TURNSTILE_FIELD} suppressHydrationWarning />
      <noscript>
        <p className="m-0 font-medium text-red-700">{words.noScript}</p>
      </noscript>
    </div>
  );
}
