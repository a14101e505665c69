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

/** One submission in a list. */
export function SubmissionCard({ row }: { row: SubmissionRow }) {
  return (
    <li>
      <div className="top">
        <a className="ref" href={`/office/submissions/${row.id}`}>
          {submissionReference(row.id)}
        </a>
        <StateBadge state={row.state} />
      </div>
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
