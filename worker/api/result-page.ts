import { escapeHtml } from "../../app/lib/escape-html";
import { documentTitle } from "../../app/content/pages";
import { site } from "../../app/content/site";
import { fill } from "../../app/i18n/fill";
import { submissionReference } from "../../app/forms/contract/reference";
import type { ResultPageWords } from "./replies";

/**
 * The page a native (no-JavaScript) form post gets back: success,
 * or what went wrong with a link back to the form. Plain semantic HTML with
 * one same-origin stylesheet, so it satisfies the strict CSP (no inline
 * style or script) and reads well without any CSS at all.
 */
export interface ResultPage {
  ok: boolean;
  title: string;
  message: string;
  /** The same message in Nepali (success only). */
  nepali?: string;
  errors?: Record<string, string>;
  /** Success only: the submission id (shown as the short reference to quote) and the "received" sentence. */
  reference?: { id: string; received: string };
  back: string;
  /** Whether the form takes files: the browser's Back button brings back what was typed, never the files chosen. */
  attachments?: boolean;
  /** The page's own words, in the language the form was sent from. */
  words: ResultPageWords;
}

export function renderResultPage({
  ok,
  title,
  message,
  nepali,
  errors = {},
  reference,
  back,
  attachments = false,
  words,
}: ResultPage): string {
  const list = Object.values(errors);
  const items = list.map((m) => `      <li>${escapeHtml(m)}</li>`).join("\n");
  return `<!doctype html>
<html lang="${escapeHtml(words.lang)}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(documentTitle(title))}</title>
  <link rel="stylesheet" href="/form-result.css">
</head>
<body>
  <header><p class="brand"><a href="${escapeHtml(words.home)}">${escapeHtml(site.name)}</a></p></header>
  <main>
    <h1>${escapeHtml(title)}</h1>
    <p role="${ok ? "status" : "alert"}">${escapeHtml(message)}</p>
${nepali ? `    <p lang="ne">${escapeHtml(nepali)}</p>\n` : ""}${reference ? `    <p class="reference">${escapeHtml(reference.received)} ${escapeHtml(words.yourReference)} <strong data-reference>${escapeHtml(submissionReference(reference.id))}</strong>. ${escapeHtml(words.referenceNote)}</p>\n` : ""}${list.length > 0 ? `    <ul class="errors">\n${items}\n    </ul>\n` : ""}    <p><a class="back" href="${escapeHtml(back)}">${escapeHtml(ok ? words.backOk : words.backFailed)}</a></p>
${ok ? "" : `    <p>${escapeHtml(attachments ? words.browserBackFiles : words.browserBack)}</p>\n`}    <p class="contact">${escapeHtml(fill(words.questions, { phone: words.phone }))} <a href="mailto:${escapeHtml(site.emails[0] ?? "")}">${escapeHtml(site.emails[0] ?? "")}</a>.</p>
  </main>
</body>
</html>
`;
}
