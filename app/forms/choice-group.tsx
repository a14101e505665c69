import { useId } from "react";
import { useWords } from "~/i18n/use-frame";
import type { LocalField } from "./contract/fields";
import { FieldError, Required } from "./fields";

/**
 * A group of checkboxes or radios with its legend and error (the visit
 * form's choices). Its own module so the pages with the other forms do not
 * download it (the 130 KB budget, docs/decisions/009).
 */
export function ChoiceGroup({
  field,
  error,
  columns = false,
  ticked = [],
}: {
  /** A "choices" field (checkboxes) or a "choice" one (radios); its options are the values sent. */
  field: LocalField;
  error?: string;
  columns?: boolean;
  /** Options checked when the page arrives (a link that names a programme). */
  ticked?: readonly string[];
}) {
  const id = useId();
  const words = useWords().forms;
  const { name, label: legend, options = [] } = field;
  const type = field.kind === "choice" ? "radio" : "checkbox";
  // What the visitor reads for a value, where it differs from the value itself.
  const label = (option: string) => words.options[option] ?? option;
  const errorId = `${id}-error`;
  return (
    <fieldset className="m-0 grid min-w-0 gap-2 border-0 p-0" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 p-0 font-medium text-slate-800">
        {legend}
        <Required />
        {type === "checkbox" ? <span className="font-normal text-slate-600">{words.chooseSeveral}</span> : null}
      </legend>
      <div className={`grid gap-x-6 gap-y-1 ${columns ? "sm:grid-cols-2" : ""}`}>
        {options.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-3 text-slate-800 cursor-pointer">
            <input
              type={type}
              name={name}
              value={option}
              defaultChecked={ticked.includes(option) || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-5 w-5 shrink-0 scroll-mt-32 accent-brand"
            />
            <span>{label(option)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
