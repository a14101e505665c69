import { type RefObject, useCallback, useEffect } from "react";
import { SCRIPTS_ON_DEMAND } from "~/lib/scripts-on-demand";
import { DRAFT_LIFETIME_DAYS } from "./contract/constants";
import type { LocalField } from "./contract/fields";
import { restoredChecked, restoredText } from "./draft-restore";

/**
 * Keeps what the visitor typed in localStorage as they type, so an
 * accidental reload or a dropped connection costs them nothing.
 * Text, choices and dates only: files are never stored, nor the consent
 * box, which is given afresh with each application. Cleared on success and
 * by "Clear form". What a link began in the form (a ticked programme, a
 * begun message) is kept beside the restored draft (draft-restore.ts).
 * A draft holds personal data, possibly on a shared or lab computer, so it
 * carries an expiry 7 days after the last edit; an expired draft (or one
 * stored before drafts had an expiry) is deleted, never restored.
 * Storage can be full or blocked (private modes): every access is guarded
 * and the form simply works without drafts then.
 */
const DRAFT_LIFETIME_MS = DRAFT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

type Draft = { expires: number; fields: Record<string, string | string[]> };

const draftStorageKey = (key: string) => `draft:${key}`;

/** For the form's element: a draft to restore starts the page's scripts once it has painted (app/lib/scripts-on-demand.ts). */
export const draftMarker = (key: string) => ({ [SCRIPTS_ON_DEMAND.ifStored]: draftStorageKey(key) });

export function useDraft(formRef: RefObject<HTMLFormElement | null>, key: string, form: Record<string, LocalField>) {
  const storageKey = draftStorageKey(key);

  const clear = useCallback(() => {
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // ignore
    }
  }, [storageKey]);

  useEffect(() => {
    const fields = Object.values(form)
      .filter((f) => f.kind !== "files" && f.kind !== "file" && f.kind !== "consent")
      .map((f) => f.name);
    const element = formRef.current;
    if (!element) return;
    let saved: Partial<Draft> | null = null;
    try {
      saved = JSON.parse(localStorage.getItem(storageKey) ?? "null");
    } catch {
      saved = null;
    }
    if (saved && !(Number(saved.expires) > Date.now())) {
      clear();
      saved = null;
    }
    for (const name of saved?.fields ? fields : []) {
      const value = saved!.fields![name];
      if (value === undefined) continue;
      const controls = element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
      for (const control of controls) {
        // What the page arrived with (a link's ticked programme, its begun message) is kept alongside the draft.
        if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
          control.checked = restoredChecked(control, value);
        } else if (typeof value === "string") {
          control.value = restoredText(value, control.defaultValue, control instanceof HTMLTextAreaElement);
        }
      }
    }
    const save = () => {
      const data = new FormData(element);
      const draft: Draft = { expires: Date.now() + DRAFT_LIFETIME_MS, fields: {} };
      for (const name of fields) {
        const values = data.getAll(name).filter((v): v is string => typeof v === "string");
        const multiple = element.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`);
        draft.fields[name] = multiple ? values : (values[0] ?? "");
      }
      try {
        localStorage.setItem(storageKey, JSON.stringify(draft));
      } catch {
        // Quota or privacy mode: drafts are a convenience, not a requirement.
      }
    };
    element.addEventListener("input", save);
    element.addEventListener("change", save);
    return () => {
      element.removeEventListener("input", save);
      element.removeEventListener("change", save);
    };
  }, [formRef, storageKey, form, clear]);

  return clear;
}
