import { submissionReference } from "../../../app/forms/contract/reference";
import type { SubmissionRow, SubmissionState } from "../../outbox/rows";
import { FORM_NAMES, kathmanduTimeLabelled, plainError, STATE_NAMES } from "../words";

export function StateBadge({ state }: { state: SubmissionState }) {
  return <span className={`state state-${state}`}>{STATE_NAMES[state]}</span>;
}

/** Name and contact, or a word that they are in the submission itself (rows kept before the office existed). */
export function Applicant({ row }: { row: SubmissionRow }) {
  if (!row.applicantName && !row.applicantEmail && !row.applicantPhone)
    return <span className="hint">Name and contact: open the submission</span>;
  return (
    <>
      {row.applicantName || "(no name)"}
      {row.applicantEmail ? <> · {row.applicantEmail}</> : null}
      {row.applicantPhone ? <> · {row.applicantPhone}</> : null}
    </>
  );
}

/**
 * What the office is told beside a reference more than one submission
 * carries: the applicant quotes only the reference, so it alone does not
 * say which one is theirs.
 */
export const SHARED_REFERENCE =
  "Another submission has this reference too: check the name and contact before you act on it.";

/** One submission in a list; `shared` holds the references (id prefixes) more than one submission carries. */
export function SubmissionCard({ row, shared }: { row: SubmissionRow; shared: Set<string> }) {
  return (
    <li>
      <div className="top">
        <a className="ref" href={`/office/submissions/${row.id}`}>
          {submissionReference(row.id)}
        </a>
        <StateBadge state={row.state} />
      </div>
      {shared.has(row.id.slice(0, 8)) ? <p className="shared">{SHARED_REFERENCE}</p> : null}
      <div>
        {FORM_NAMES[row.form]} · received {kathmanduTimeLabelled(row.receivedAt)}
      </div>
      <div>
        <Applicant row={row} />
      </div>
      <div className="hint">
        {row.attempts} attempt{row.attempts === 1 ? "" : "s"}
        {row.lastError ? (
          <>
            {" "}
            · last error: <span className="error-text">{row.lastError}</span> ({plainError(row.lastError)})
          </>
        ) : null}
      </div>
    </li>
  );
}

/** A line about the last action, announced as `role` says; nothing when there is nothing to say. */
const Said =
  (className: string, role: "status" | "alert") =>
  ({ text }: { text: string | undefined }) =>
    text ? (
      <p className={className} role={role}>
        {text}
      </p>
    ) : null;
/** What the last action did, announced politely. */
export const Done = Said("notice", "status");
/** Why the last action was refused, announced at once. */
export const Problem = Said("problem", "alert");
