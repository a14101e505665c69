import { type ReactNode, useId } from "react";
import { href } from "~/content/pages";
import { Link } from "~/i18n/link";
import { useLocale, useWords } from "~/i18n/use-frame";
import { HONEYPOT_FIELD, LANGUAGE_FIELD, SUBMISSION_ID_FIELD } from "./contract/constants";
import type { LocalField } from "./contract/fields";
import { TurnstileField } from "./turnstile-field";
import type { SetStatus } from "./turnstile";
import type { Status } from "./use-form-submit";

/**
 * Labelled controls shared by the three forms. Each error sits under its
 * control, is tied to it with aria-describedby and flips aria-invalid, so a
 * screen reader announces the message when focus lands on the field.
 */
const inputClass =
  "scroll-mt-32 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:border-2 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent";

export function Required() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="m-0 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

/** The control's type and keyboard for each kind of typed field. */
const INPUT = {
  text: { type: "text", inputMode: undefined },
  email: { type: "email", inputMode: "email" },
  tel: { type: "tel", inputMode: "tel" },
  date: { type: "date", inputMode: undefined },
} as const;

/**
 * A typed field (app/forms/contract/fields.ts: its name, label, hint,
 * autofill and whether it is required); a `hint` given here replaces its own.
 */
export function TextField({
  field,
  error,
  min,
  hint = field.hint,
  defaultValue,
}: {
  field: LocalField;
  error?: string;
  min?: string;
  hint?: string;
  /** What the field holds when the page arrives (an enquiry's message, begun), still the visitor's to change. */
  defaultValue?: string;
}) {
  const { name, label, rows, autoComplete } = field;
  const required = !field.optional;
  const { type, inputMode } = INPUT[field.kind as keyof typeof INPUT];
  const id = useId();
  const words = useWords().forms;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: inputClass,
    autoComplete,
    defaultValue,
  } as const;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
        {required ? <Required /> : <span className="font-normal text-slate-600">{words.optional}</span>}
      </label>
      {hint ? (
        <p id={hintId} className="m-0 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {rows ? <textarea {...common} rows={rows} /> : <input {...common} type={type} inputMode={inputMode} min={min} />}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * The spam trap: bots fill every field, people never see this
 * one. Off-screen rather than display:none (which some bots skip), hidden
 * from assistive technology and out of the tab order.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * The submission id of a post made without JavaScript. The server HTML
 * carries no value; the Worker fills in a fresh UUID for every response
 * (worker/submission-ids.ts), so even an edge-cached page gives each
 * visitor their own, and reposting a result page cannot make a second row.
 */
function SubmissionIdField() {
  return <input type="hidden" name={SUBMISSION_ID_FIELD} suppressHydrationWarning />;
}

/**
 * The language of the page the form is on ("en" or "ne"): the API answers
 * in it and the row the college receives notes it (LANGUAGE_FIELD).
 */
function LanguageField() {
  return <input type="hidden" name={LANGUAGE_FIELD} value={useLocale()} />;
}

/**
 * How every form ends: the fields a visitor never fills in (the spam trap,
 * the submission id, the page's language, the Turnstile token), then the
 * send row. `busy` is the form's own unless the form has more to wait for
 * (the admission's pictures being prepared).
 */
export function FormEnd({
  form,
  busy = form.busy,
  label,
  busyLabel,
  children,
}: {
  form: { busy: boolean; status: Status; setStatus: SetStatus; clear: () => void };
  busy?: boolean;
  label?: string;
  busyLabel?: string;
  children?: ReactNode;
}) {
  const words = useWords().forms;
  return (
    <>
      <Honeypot label={words.honeypot} />
      <SubmissionIdField />
      <LanguageField />
      <TurnstileField setStatus={form.setStatus} />
      <SubmitRow busy={busy} label={label} busyLabel={busyLabel} status={form.status} onClear={form.clear}>
        {children}
      </SubmitRow>
    </>
  );
}

function SubmitRow({
  busy,
  label,
  busyLabel,
  status,
  onClear,
  children,
}: {
  busy: boolean;
  label?: string;
  busyLabel?: string;
  status: Status;
  /** "Clear form" (a reset button, so it also works before hydration). */
  onClear: () => void;
  children?: ReactNode;
}) {
  const words = useWords().forms;
  return (
    <div className="grid gap-3">
      {children}
      <PrivacyNote />
      {/* Stacked on phones, where "Submit application" and "Clear form"
          do not fit on one line but "Processing..." would: nothing jumps. */}
      <div className="grid justify-items-start gap-3 sm:flex">
        <button type="submit" disabled={busy} aria-disabled={busy} className="btn-primary min-h-11 cursor-pointer">
          {busy ? (busyLabel ?? words.submitting) : (label ?? words.submit)}
        </button>
        <button
          type="reset"
          disabled={busy}
          onClick={(event) => {
            event.preventDefault();
            onClear();
          }}
          className="btn-secondary min-h-11 cursor-pointer disabled:opacity-60"
        >
          {words.clear}
        </button>
      </div>
      {/* Always in the DOM so screen readers announce changes (a live region
          added together with its text is often not read). */}
      <p
        role="status"
        data-status={status?.kind ?? ""}
        className={`m-0 min-h-6 font-medium ${status?.kind === "error" ? "text-red-700" : "text-green-800"}`}
      >
        {status?.text ?? ""}
      </p>
    </div>
  );
}

/** Beside every form's send button: what we keep, and a link to the privacy notice (requirements §11). */
function PrivacyNote() {
  const note = useWords().forms.privacyNote;
  return (
    <p className="m-0 text-sm text-slate-700" data-privacy-note="">
      {note.before}
      <Link to={href("/privacy")} className="underline">
        {note.link}
      </Link>
      {note.after}
    </p>
  );
}

/**
 * A required tick box whose error sits under it (the admission form's
 * consent). Its value, when ticked, is the only one the schema accepts.
 */
export function CheckboxField({ field, value, error }: { field: LocalField; value: string; error?: string }) {
  const { name, label } = field;
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value={value}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 h-5 w-5 shrink-0 scroll-mt-32 accent-brand"
        />
        <label htmlFor={id} className="text-slate-800">
          {label}
          <Required />
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function RequiredNote() {
  const words = useWords().forms;
  return (
    <p className="m-0 text-sm text-slate-600">
      {words.requiredBefore ? `${words.requiredBefore} ` : ""}
      <span className="text-red-700">*</span> {words.requiredAfter}
    </p>
  );
}
