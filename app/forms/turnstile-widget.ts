/**
 * Cloudflare Turnstile, explicitly rendered into the box TurnstileField
 * reserved (loaded by turnstile-field.tsx after hydration, only when the
 * site has a site key, so no page's first load carries this).
 * The script is added by this module, which the page's nonced scripts
 * loaded, so the CSP's 'strict-dynamic' lets it run.
 */
import type { FormWords } from "~/i18n/words/forms";
import { fill } from "~/i18n/fill";
import { RESET_EVENT, type SetStatus, TURNSTILE_FIELD } from "./turnstile";
import { TURNSTILE_ORIGIN } from "./contract/turnstile-origin";

const SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit&onload=`;
const ONLOAD = "mbcTurnstileLoaded";

/** The part of Turnstile's JavaScript API this site uses. */
interface RenderParams {
  sitekey: string;
  /** We keep the token in the form's own hidden input. */
  "response-field": false;
  size: "flexible";
  callback: (token: string) => void;
  "expired-callback": () => void;
  "error-callback": (code: string) => boolean;
  "timeout-callback": () => void;
}
interface TurnstileApi {
  render(container: HTMLElement, params: RenderParams): string | null | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** The check's words in the page's language (useWords().forms.turnstile, and the forms' "Error: {message}"). */
export type CheckWords = FormWords["turnstile"] & Pick<FormWords, "error">;

let loading: Promise<TurnstileApi> | null = null;

function loadScript(): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    (window as unknown as Record<string, () => void>)[ONLOAD] = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not start"));
    const script = document.createElement("script");
    script.src = SCRIPT + ONLOAD;
    script.async = true;
    script.onerror = () => {
      script.remove();
      reject(new Error("Turnstile could not be loaded"));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // a later retry loads it again
    throw error;
  });
  return loading;
}

interface Widget {
  reset(): void;
  remove(): void;
}

/**
 * Render the widget into `container`; `report` gets each token (error null)
 * and each failure (token "", a message for the form's status line).
 */
async function mountWidget(
  container: HTMLElement,
  sitekey: string,
  report: (token: string, error: string | null) => void,
  words: CheckWords,
): Promise<Widget> {
  const api = await loadScript();
  let id: string | null | undefined = null;
  id = api.render(container, {
    sitekey,
    "response-field": false,
    size: "flexible",
    callback: (token) => report(token, null),
    "expired-callback": () => {
      report("", words.expired);
      if (id) api.reset(id);
    },
    "error-callback": () => {
      report("", words.failed);
      return true; // handled: Turnstile need not log it
    },
    "timeout-callback": () => report("", words.timeout),
  });
  if (!id) throw new Error("Turnstile did not render");
  const widgetId = id;
  return { reset: () => api.reset(widgetId), remove: () => api.remove(widgetId) };
}

/**
 * Bring TurnstileField's server-rendered markup to life: render the widget
 * into its box, keep the token in its hidden input, show the check's
 * problems in the form's status line (requirements §4: "Error: …" in red) and offer
 * a retry button while the check has failed. A fresh token clears only a
 * message the check put there. The widget starts again after a success
 * (the form's reset) or when the API refused its token (RESET_EVENT).
 * Returns the clean-up for when the form goes away.
 */
export function attach(wrapper: HTMLElement, sitekey: string, setStatus: SetStatus, words: CheckWords): () => void {
  const box = wrapper.firstElementChild as HTMLElement;
  const input = wrapper.querySelector<HTMLInputElement>(`input[name="${TURNSTILE_FIELD}"]`)!;
  const form = wrapper.closest("form");
  box.tabIndex = -1; // the retry button hides itself; focus goes to the widget it restarts
  let widget: Widget | null = null;
  let gone = false;
  let shown: string | null = null;

  const retry = document.createElement("button");
  retry.type = "button";
  retry.className = "btn-secondary justify-self-start min-h-11 cursor-pointer";
  retry.textContent = words.retry;
  retry.hidden = true;
  wrapper.appendChild(retry);

  const report = (token: string, error: string | null) => {
    if (gone) return;
    input.value = token;
    retry.hidden = !error;
    const previous = shown;
    shown = error && fill(words.error, { message: error });
    const text = shown;
    setStatus((current) => (text ? { kind: "error", text } : current?.text === previous ? null : current));
  };
  const mount = () =>
    mountWidget(box, sitekey, report, words).then(
      (mounted) => {
        if (gone) mounted.remove();
        else widget = mounted;
      },
      () => report("", words.unavailable),
    );
  retry.onclick = () => {
    report("", null);
    box.focus();
    if (widget) widget.reset();
    else void mount();
  };
  const again = () => {
    input.value = "";
    widget?.reset();
  };
  form?.addEventListener(RESET_EVENT, again);
  form?.addEventListener("reset", again);
  void mount();
  return () => {
    gone = true;
    form?.removeEventListener(RESET_EVENT, again);
    form?.removeEventListener("reset", again);
    widget?.remove();
    retry.remove();
  };
}
