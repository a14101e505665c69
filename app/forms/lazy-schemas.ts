import { fieldErrors } from "./contract/constants";
import type { FormName, LocalFields } from "./contract/fields";
import type { FormMessages } from "./contract/messages";
import type { Schemas } from "./contract/schemas";

/**
 * The zod rules (./contract/schemas.ts) load when a visitor first focuses a form, not
 * with the page: most visitors read and never fill a form in, and on a slow
 * phone every kilobyte of first-load JavaScript costs time to interact.
 * They are built from the fields and messages in the page's language, which
 * the root loader sent as words (app/i18n/words/forms.ts): the scripts
 * carry neither language's.
 */
type SchemasModule = typeof import("./contract/schemas");
let loading: Promise<SchemasModule> | undefined;
const built = new WeakMap<LocalFields, Schemas>();

/** Starts (once) and returns the load of the shared schemas. */
export function loadSchemas(): Promise<SchemasModule> {
  loading ??= import("./contract/schemas").catch((error: unknown) => {
    loading = undefined; // a dropped connection may recover: try again next time
    throw error;
  });
  return loading;
}

/**
 * The browser's check with the shared schema: `{ field: message }`, or null
 * when valid. If the rules cannot be loaded (the connection dropped), the
 * payload goes to the API, which checks it with the same rules and answers
 * with the same messages.
 */
export async function validateForm(
  form: FormName,
  payload: Record<string, unknown>,
  messages: FormMessages,
  fields: LocalFields,
): Promise<Record<string, string> | null> {
  let rules: SchemasModule;
  try {
    rules = await loadSchemas();
  } catch {
    return null;
  }
  let schemas = built.get(fields);
  if (!schemas) {
    schemas = rules.makeSchemas(messages, fields);
    built.set(fields, schemas);
  }
  const result = schemas[form].safeParse(payload);
  return result.success ? null : fieldErrors(result.error);
}
