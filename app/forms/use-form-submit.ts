import {
  type FormEvent,
  type FormHTMLAttributes,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { fill } from "~/i18n/fill";
import { useWords } from "~/i18n/use-frame";
import { HONEYPOT_FIELD, LANGUAGE_FIELD } from "./contract/constants";
import { loadSchemas, validateForm } from "./lazy-schemas";
import type { FieldName, FormName, LocalField } from "./contract/fields";
import { type Progress, sendJson } from "./send";
import { clearSubmissionId, submissionIdFor } from "./submission-id";
import { RESET_EVENT, TURNSTILE_FIELD } from "./turnstile";

/**
 * The state machine every form shares (requirements §4): editing → submitting →
 * (invalid | success | failure) → editing. Success is only reported after
 * the API answered ok, i.e. once the submission is kept in the outbox (or
 * confirmed by the college's spreadsheet); on failure nothing the visitor
 * entered is touched, and the retry carries the same submission id (unless
 * the server said that id already stands for other content: then the form
 * goes again at once as a new submission).
 */
/** Messages by field name; a form's own are keyed by its fields' union, so a misspelt name does not compile. */
export type Errors<N extends string = string> = Partial<Record<N, string>>;
export type Status = { kind: "info" | "error"; text: string } | null;

/** What a send carries besides the form's fields, and errors found outside the schema. */
type Extras = { payload: Record<string, unknown>; errors?: Errors };

/**
 * Returns, with the state, `formProps` for the `<form>`: before hydration
 * (or without JavaScript) it posts natively to /api/<form>; once hydrated
 * its submit reads the form's fields (app/forms/contract/fields.ts; files
 * come from `extras`), the honeypot and the Turnstile token, validates with
 * the shared schema and sends JSON instead.
 */
export function useFormSubmit<F extends FormName>({
  form,
  multipart = false,
  extras,
  onSuccess,
}: {
  /** Which form: its fields, its shared schema, and it posts to /api/<form>. */
  form: F;
  /** The form carries files: its native post is multipart/form-data, and a send reports its upload's progress. */
  multipart?: boolean;
  /** Called on submit: what to send besides the fields; null holds the send back. */
  extras?: () => Extras | null;
  onSuccess: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [errors, setErrorsState] = useState<Errors>({});
  const [focusTick, setFocusTick] = useState(0);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [success, setSuccess] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const words = useWords().forms;

  // After errors render, move focus to the first invalid control in form order.
  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-focus-error]')?.focus();
  }, [focusTick]);

  // Disabling the focused submit button drops focus to <body>; once the send
  // ends without a dialog taking over, give it back so keyboard users stay put.
  const wasBusy = useRef(false);
  useEffect(() => {
    const justEnded = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!justEnded || success) return;
    if (document.activeElement === document.body) {
      formRef.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    }
  }, [busy, success]);

  // Leaving mid-upload loses the application: let the browser ask first.
  useEffect(() => {
    if (!busy || !multipart) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [busy, multipart]);

  const showErrors = useCallback((next: Errors) => {
    setErrorsState(next);
    setFocusTick((t) => t + 1);
  }, []);

  /** One field's message without moving focus (file pickers report as files arrive). */
  const setFieldError = useCallback((name: string, message: string) => {
    setErrorsState((current) => ({ ...current, [name]: message }));
  }, []);

  const clearError = useCallback((name: string) => {
    setErrorsState((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const submit = useCallback(
    async (payload: Record<string, unknown>, extraErrors: Errors = {}) => {
      // A double click or a second Enter lands here while the first is in
      // flight: the ref (not state, which lags a render) refuses it.
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setStatus({ kind: "info", text: words.holdOn });
      setProgress(null);
      try {
        const invalid = {
          ...((await validateForm(form, payload, words.messages, words.fields)) ?? {}),
          ...extraErrors,
        };
        if (Object.keys(invalid).length > 0) {
          setStatus(null);
          showErrors(invalid);
          return;
        }
        setErrorsState({});
        const send = () =>
          sendJson(
            `/api/${form}`,
            { ...payload, submissionId: submissionIdFor(form) },
            multipart ? setProgress : undefined,
            words,
          );
        let answer = await send();
        // The server holds different content under the pending id (a restored
        // draft edited by the next person at a shared computer, or a
        // correction after an answer was lost): what is in the form now is a
        // new submission. Once only, under a new id that replaces the pending
        // one, so a failure now keeps that id for the visitor's retry.
        if (answer.kind === "conflict") {
          clearSubmissionId(form);
          setStatus({ kind: "info", text: answer.message });
          setProgress(null);
          answer = await send();
        }
        // A refused token cannot be used again: ask the field for a new one
        // (after success the form's reset does; a retry after another failure
        // may reuse the token, see worker/api/guards.ts).
        if (answer.kind === "failed" && answer.status === 403) formRef.current?.dispatchEvent(new Event(RESET_EVENT));
        if (answer.kind === "ok") {
          clearSubmissionId(form);
          setReference(answer.id ?? null);
          setStatus(null);
          formRef.current?.reset();
          onSuccess();
          setSuccess(true);
        } else if (answer.kind === "invalid") {
          setStatus(null);
          showErrors(answer.errors);
        } else {
          setStatus({ kind: "error", text: fill(words.error, { message: answer.message }) });
        }
      } finally {
        inFlight.current = false;
        setBusy(false);
        setProgress(null);
      }
    },
    [form, onSuccess, multipart, showErrors, words],
  );

  /**
   * "Clear form": the fields, what `onSuccess` forgets (files, the draft),
   * errors, status and the pending submission id, so the next send is a new
   * submission. Focus goes to the first field. Not while a send is in flight.
   */
  const clear = useCallback(() => {
    if (inFlight.current) return;
    formRef.current?.reset();
    onSuccess();
    clearSubmissionId(form);
    setErrorsState({});
    setStatus(null);
    formRef.current?.querySelector<HTMLElement>('[name]:not([type="hidden"]):not([tabindex="-1"])')?.focus();
  }, [form, onSuccess]);

  /** Typing in a field clears that field's error (requirements §4). */
  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (name) clearError(name);
    },
    [clearError],
  );

  /** The first focus in the form starts loading the validation rules. */
  const onFocus = useCallback(() => {
    loadSchemas().catch(() => {});
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const more = extras ? extras() : { payload: {} };
    if (!more) return;
    const fields = Object.values<LocalField>(words.fields[form]).filter((f) => f.kind !== "files" && f.kind !== "file");
    const lists = fields.filter((f) => f.kind === "choices").map((f) => f.name);
    const names = [...fields.map((f) => f.name), HONEYPOT_FIELD, LANGUAGE_FIELD];
    void submit({ ...readForm(event.currentTarget, names, lists), ...more.payload }, more.errors);
  };

  const formProps = {
    ref: formRef,
    method: "post",
    action: `/api/${form}`,
    encType: multipart ? "multipart/form-data" : undefined,
    noValidate: true,
    "data-form": form,
    onInput,
    onFocus,
    onSubmit,
  } satisfies FormHTMLAttributes<HTMLFormElement> & { ref: RefObject<HTMLFormElement | null>; "data-form": FormName };

  return {
    formProps,
    formRef,
    busy,
    status,
    errors: errors as Errors<FieldName<F>>,
    clearError,
    setFieldError,
    progress,
    success,
    /** The accepted submission's id (the success dialog shows its short reference). */
    reference,
    closeSuccess: () => setSuccess(false),
    /** For the Turnstile field's messages (turnstile-widget.ts). */
    setStatus,
    clear,
  };
}

/**
 * Read named fields from a form; `lists` are checkbox groups (getAll). The
 * Turnstile token comes along whenever the form has the check.
 */
function readForm(
  form: HTMLFormElement,
  fields: readonly string[],
  lists: readonly string[] = [],
): Record<string, unknown> {
  const data = new FormData(form);
  const out: Record<string, unknown> = {};
  const token = data.get(TURNSTILE_FIELD);
  if (token !== null) out[TURNSTILE_FIELD] = token;
  for (const name of fields) {
    if (lists.includes(name)) out[name] = data.getAll(name).map(String);
    else {
      const value = data.get(name);
      out[name] = typeof value === "string" ? value : "";
    }
  }
  return out;
}
