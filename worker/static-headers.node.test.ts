import { describe, expect, it } from "vitest";
import { creditTransfer } from "../app/content/credit-transfer";
import { feesPdf } from "../app/content/fees";
import { NON_DOCUMENT_CSP, baseSecurityHeaders } from "./security";
import { FRAMED_FILE_CSP, staticHeadersFile } from "./static-headers";

/**
 * The headers a static file gets from the generated _headers, worked out the
 * way Workers Assets does: every rule whose path matches (`*` matching
 * anything), in file order; `! Name` removes a header, and a header already
 * set by an earlier rule is appended to rather than replaced.
 */
function headersFor(file: string, path: string): Record<string, string> {
  const rules: { pattern: RegExp; unset: string[]; set: [string, string][] }[] = [];
  for (const raw of file.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (line.startsWith("/")) {
      const pattern = new RegExp(
        `^${line
          .split("*")
          .map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, "\\$&"))
          .join(".*")}$`,
      );
      rules.push({ pattern, unset: [], set: [] });
    } else if (line.startsWith("!")) {
      rules.at(-1)!.unset.push(line.slice(1).trim().toLowerCase());
    } else {
      const at = line.indexOf(":");
      rules.at(-1)!.set.push([line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()]);
    }
  }
  const headers = new Map<string, string>();
  const setByARule = new Set<string>();
  for (const rule of rules.filter((r) => r.pattern.test(path))) {
    for (const name of rule.unset) headers.delete(name);
    for (const [name, value] of rule.set) {
      headers.set(name, setByARule.has(name) && headers.has(name) ? `${headers.get(name)}, ${value}` : value);
      setByARule.add(name);
    }
  }
  return Object.fromEntries(headers);
}

const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
/** What the Worker sends with a response that is not a page (security.ts). */
const workerNonPage = lower({ ...baseSecurityHeaders, "Content-Security-Policy": NON_DOCUMENT_CSP });

describe("the static files' _headers, generated from worker/security.ts", () => {
  const file = staticHeadersFile();

  it("gives every static file the headers the Worker gives a response that is not a page", () => {
    for (const path of [
      "/favicon.svg",
      "/og-image.png",
      "/generated/img/hero-640.webp",
      "/docs/bcis-brochure.pdf",
      "/site.webmanifest",
    ]) {
      expect(headersFor(file, path), path).toEqual(workerNonPage);
    }
  });

  it("lets only the PDFs the fees and credit-transfer pages frame be framed, by this site alone", () => {
    for (const path of [feesPdf.path, creditTransfer.pdf.path]) {
      expect(headersFor(file, path), path).toEqual({
        ...workerNonPage,
        "x-frame-options": "SAMEORIGIN",
        "content-security-policy": FRAMED_FILE_CSP,
      });
    }
    expect(FRAMED_FILE_CSP).toBe("default-src 'none'; frame-ancestors 'self'");
    // A PDF that is only linked, and a path that merely ends like a framed one, stay unframeable.
    expect(headersFor(file, "/docs/fees.pdf")["x-frame-options"]).toBe("DENY");
  });

  it("marks fingerprinted build output immutable, and nothing else", () => {
    expect(headersFor(file, "/assets/root-AbC123.js")).toEqual({
      ...workerNonPage,
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(headersFor(file, "/favicon.svg")["cache-control"]).toBeUndefined();
  });
});
