import { escapeHtml } from "~/lib/escape-html";

/**
 * A notice's body: plain text with a very small formatting (requirements
 * §10, "Notices"), read into blocks that the pages render with React and the feed
 * and the office with `blocksHtml`, both escaping every character of
 * text. Nothing an editor types becomes markup: a `<script>` is shown as
 * the characters it is, and a link is made only from `[words](address)`
 * or a bare address, and only to https or to a path of this site; any
 * other link (javascript:, data:, http:, //elsewhere) stays text.
 *
 * - a blank line separates paragraphs; a line break inside one is kept;
 * - lines starting "- " or "* " are a bulleted list, "1. " a numbered one.
 */
export type Inline = { text: string; href?: string };
export type Block =
  | { kind: "p"; lines: Inline[][] }
  | { kind: "ul"; items: Inline[][] }
  | { kind: "ol"; items: Inline[][] };

const BULLET = /^\s*[-*]\s+/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+/;
const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,2000})\)|(https:\/\/[^\s<>"'()[\]]+[^\s<>"'()[\].,;:!?])/g;

/** The address a link may have: https to anywhere, or a path of this site (not "//host"). */
export function safeHref(address: string): string | null {
  if (address.startsWith("/")) return /^\/(?![/\\])[^\s\\]*$/.test(address) ? address : null;
  try {
    const url = new URL(address);
    return url.protocol === "https:" && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

export function inlines(line: string): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  const text = (s: string) => {
    if (!s) return;
    const last = out.at(-1);
    if (last && !last.href) last.text += s;
    else out.push({ text: s });
  };
  for (const match of line.matchAll(LINK)) {
    const [whole, words, address, bare] = match;
    text(line.slice(at, match.index));
    const href = safeHref(bare ?? address!);
    if (href) out.push({ text: bare ?? words!, href });
    else text(whole);
    at = match.index + whole.length;
  }
  text(line.slice(at));
  return out;
}

export function blocks(body: string): Block[] {
  const out: Block[] = [];
  for (const chunk of body.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk.split("\n").filter((l) => l.trim());
    if (!lines.length) continue;
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) out.push({ kind: "p", lines: paragraph.map((l) => inlines(l.trim())) });
      paragraph = [];
    };
    for (const line of lines) {
      const list = BULLET.test(line) ? "ul" : NUMBERED.test(line) ? "ol" : null;
      if (!list) {
        paragraph.push(line);
        continue;
      }
      flush();
      const item = inlines(line.replace(list === "ul" ? BULLET : NUMBERED, "").trim());
      const last = out.at(-1);
      if (last && last.kind === list) last.items.push(item);
      else out.push({ kind: list, items: [item] });
    }
    flush();
  }
  return out;
}

const inlineHtml = (parts: Inline[], origin: string) =>
  parts
    .map((p) =>
      p.href
        ? `<a href="${escapeHtml(p.href.startsWith("/") ? origin + p.href : p.href)}">${escapeHtml(p.text)}</a>`
        : escapeHtml(p.text),
    )
    .join("");

/** The body as escaped HTML (the feed, the office); links to our paths are made absolute with `origin`. */
export function blocksHtml(list: Block[], origin = ""): string {
  return list
    .map((b) =>
      b.kind === "p"
        ? `<p>${b.lines.map((l) => inlineHtml(l, origin)).join("<br>")}</p>`
        : `<${b.kind}>${b.items.map((i) => `<li>${inlineHtml(i, origin)}</li>`).join("")}</${b.kind}>`,
    )
    .join("\n");
}

/** The body as plain text in one line (a description, the ticker's title attribute). */
export function plainText(body: string, max = 300): string {
  const flat = blocks(body)
    .flatMap((b) => (b.kind === "p" ? b.lines : b.items))
    .map((l) => l.map((i) => i.text).join(""))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
