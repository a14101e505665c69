import { useEffect, useState } from "react";
import { fill } from "~/i18n/fill";

/**
 * Under the visit form's date, on a Nepali page: the chosen date in Bikram
 * Sambat ("विक्रम संवत्: २०८३ मंसिर ८, मङ्गलबार"), announced politely as it
 * changes. The calendar is fetched when the first date is chosen
 * (bikram-sambat.ts), never with the page. Nothing in English, where
 * `template` is empty.
 */
export function BikramSambatNote({ id, date, template }: { id: string; date: string; template: string }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (!template || !date) return setText(null);
    let current = true;
    import("./bikram-sambat")
      .then(({ bikramSambat }) => current && setText(bikramSambat(date)))
      // Offline before the calendar arrived: the Gregorian date in the field stands alone.
      .catch(() => current && setText(null));
    return () => {
      current = false;
    };
  }, [date, template]);
  if (!template) return null;
  return (
    <p id={id} className="m-0 text-sm text-slate-700" aria-live="polite" data-bikram-sambat="">
      {text ? fill(template, { date: text }) : null}
    </p>
  );
}
