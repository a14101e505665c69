/**
 * The _headers file Workers Assets applies to static files (the Worker
 * never sees those requests), written by the build (vite.config.ts) from
 * security.ts, so a static file carries exactly the headers a response the
 * Worker builds does.
 *
 * The one deliberate difference: the PDFs the fees and credit-transfer
 * pages embed (as <object>s, app/components/pdf-embed.tsx) may be framed by
 * this site's own pages
 * (X-Frame-Options SAMEORIGIN, frame-ancestors 'self'); everything else
 * may be framed by nothing.
 */
import { creditTransfer } from "../app/content/credit-transfer";
import { feesPdf } from "../app/content/fees";
import { NON_DOCUMENT_CSP, baseSecurityHeaders } from "./security";

/** One block of _headers: a path pattern (`*` matches anything), headers removed (`! Name`), then headers set. */
interface HeaderRule {
  path: string;
  comment: string;
  unset?: string[];
  set: Record<string, string>;
}

/** Static files the site's own pages embed (as <object>s, app/components/pdf-embed.tsx). */
export const FRAMED_FILES = [feesPdf.path, creditTransfer.pdf.path];

/** The CSP of a framed file: a non-page's, framed by this site only. */
export const FRAMED_FILE_CSP = NON_DOCUMENT_CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

/**
 * The rules, in order. Workers Assets applies every rule whose path
 * matches, in file order: a header a later rule sets is appended to an
 * earlier value, so a rule that replaces one removes it first.
 */
function staticHeaderRules(): HeaderRule[] {
  return [
    {
      path: "/*",
      comment: "Every static file: the Worker's headers for a response that is not a page.",
      set: { ...baseSecurityHeaders, "Content-Security-Policy": NON_DOCUMENT_CSP },
    },
    ...FRAMED_FILES.map((path) => ({
      path,
      comment: "Shown in a frame by one of the site's pages, so framed by this site only.",
      unset: ["X-Frame-Options", "Content-Security-Policy"],
      set: { "X-Frame-Options": "SAMEORIGIN", "Content-Security-Policy": FRAMED_FILE_CSP },
    })),
    {
      path: "/assets/*",
      comment: "Fingerprinted build output: a new build has new names, so a file never changes.",
      set: { "Cache-Control": "public, max-age=31536000, immutable" },
    },
  ];
}

/** The _headers file's text. */
export function staticHeadersFile(rules = staticHeaderRules()): string {
  const blocks = rules.map(({ path, comment, unset = [], set }) =>
    [
      `# ${comment}`,
      path,
      ...unset.map((name) => `  ! ${name}`),
      ...Object.entries(set).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n"),
  );
  return [
    "# Written by the build from worker/security.ts (see worker/static-headers.ts);",
    "# edit those, not this file.",
    "",
    blocks.join("\n\n"),
    "",
  ].join("\n");
}
