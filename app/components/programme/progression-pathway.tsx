import type { ProgressionStep } from "~/content/programmes/types";
import { useWords } from "~/i18n/use-frame";

/**
 * "Where does this lead?": the Academic Progression as a small
 * pathway diagram. It is an ordered list styled as connected steps, so the
 * diagram IS the text equivalent: a screen reader hears the steps in order,
 * with the current one named; the arrows between them are decoration.
 */
export function ProgressionPathway({ steps }: { steps: ProgressionStep[] }) {
  const { programme: words } = useWords();
  return (
    <ol
      aria-label={words.pathway}
      className="mt-4 flex !list-none flex-col items-stretch gap-0 !p-0 md:flex-row md:items-stretch"
      data-pathway=""
    >
      {steps.map((step, i) => (
        <li
          key={step.label}
          className="!m-0 flex flex-col items-center md:flex-1 md:flex-row md:items-stretch"
          data-step={step.current ? "current" : ""}
        >
          <div
            className={`w-full rounded-lg border-2 px-3 py-3 text-center ${
              step.current ? "border-brand bg-brand text-white" : "border-brand-200 bg-brand-50 text-brand-900"
            }`}
          >
            <span className="block font-semibold leading-snug">
              {step.label}
              {/* Straight after the name it belongs to, before the step's detail. */}
              {step.current ? <span className="sr-only">{words.thisProgramme}</span> : null}
            </span>
            <span className={`mt-1 block text-sm ${step.current ? "text-white" : "text-slate-700"}`}>
              {step.detail}
            </span>
          </div>
          {i < steps.length - 1 ? (
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              focusable="false"
              className="my-1 shrink-0 self-center rotate-90 text-brand md:mx-1 md:my-0 md:rotate-0"
            >
              <path
                d="M4 12h14M13 6l6 6-6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
