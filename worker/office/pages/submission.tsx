import { submissionReference } from "../../../app/forms/contract/reference";
import { type OfficeAction, NOTE_MAX_LENGTH } from "../../outbox/actions";
import type { FormName } from "../../../app/forms/contract/fields";
import type { SubmissionRow, SubmissionState } from "../../outbox/rows";
import { isImageValue } from "../files";
import { FORM_NAMES, fieldLabel, kathmanduTime, kathmanduTimeLabelled, plainError } from "../words";
import { type Signed, Layout } from "./layout";
import { ActionList } from "./overview";
import { Done, Problem, SHARED_REFERENCE, StateBadge } from "./parts";

export interface SubmissionProps {
  signed: Signed;
  row: SubmissionRow;
  /** Whether another submission carries the same reference. */
  sharesReference: boolean;
  /** The fields as sent; null when the stored submission could not be read. */
  data: Record<string, unknown> | null;
  actions: OfficeAction[];
  notice: string;
}

/** The time a state adds to the facts: when the next attempt is due, or when the row was settled. */
const STATE_TIMES: Partial<Record<SubmissionState, [label: string, time: "nextAttemptAt" | "deliveredAt"]>> = {
  pending: ["Next attempt", "nextAttemptAt"],
  delivered: ["In the spreadsheet since", "deliveredAt"],
  handled: ["Handled by hand", "deliveredAt"],
};

export function SubmissionPage({ signed, row, sharesReference, data, actions, notice }: SubmissionProps) {
  const reference = submissionReference(row.id);
  const canRedeliver = row.state !== "delivered";
  const canHandle = row.state === "pending" || row.state === "failed";
  const stateTime = STATE_TIMES[row.state];
  return (
    <Layout title={reference} signed={signed}>
      <p>
        <a href="/office">All submissions</a>
      </p>
      <h1>
        {FORM_NAMES[row.form]} {reference}
      </h1>
      {sharesReference ? <p className="shared">{SHARED_REFERENCE}</p> : null}
      <Done text={notice} />
      <div className="grid2">
        <section className="panel" aria-labelledby="delivery">
          <h2 id="delivery">Delivery</h2>
          <dl className="facts">
            <dt>State</dt>
            <dd>
              <StateBadge state={row.state} />
            </dd>
            <dt>Received</dt>
            <dd>{kathmanduTimeLabelled(row.receivedAt)}</dd>
            <dt>Attempts</dt>
            <dd>{row.attempts}</dd>
            <dt>Last attempt</dt>
            <dd>{kathmanduTime(row.lastAttemptAt)}</dd>
            {stateTime ? (
              <>
                <dt>{stateTime[0]}</dt>
                <dd>{kathmanduTime(row[stateTime[1]])}</dd>
              </>
            ) : null}
            <dt>Last error</dt>
            <dd>
              {row.lastError ? (
                <>
                  <span className="error-text">{row.lastError}</span>
                  <br />
                  {plainError(row.lastError)}
                </>
              ) : (
                "none"
              )}
            </dd>
            <dt>Submission id</dt>
            <dd>{row.id}</dd>
          </dl>
        </section>
        <section className="panel" aria-labelledby="do">
          <h2 id="do">What you can do</h2>
          {canRedeliver ? (
            <form method="post" action={`/office/submissions/${row.id}/redeliver`} className="row">
              <button type="submit">Redeliver this one</button>
              <span className="hint">
                Sends it to the spreadsheet again, retrying as it did when it arrived. It is never recorded twice.
              </span>
            </form>
          ) : (
            <p>It is in the spreadsheet: nothing to do.</p>
          )}
          {canHandle ? (
            <form method="post" action={`/office/submissions/${row.id}/handled`} className="stack">
              <h3>Handled by hand</h3>
              <label>
                Note
                <span className="hint">What was done instead (for example “entered in the sheet by hand”).</span>
                <textarea name="note" required maxLength={NOTE_MAX_LENGTH} />
              </label>
              <button type="submit" className="quiet">
                Mark as handled by hand
              </button>
            </form>
          ) : null}
          <h3>Erase</h3>
          <p>
            <a href={`/office/submissions/${row.id}/erase`}>Erase this applicant's submission</a>
            <span className="hint"> when they ask for their data to be deleted. You are asked to confirm first.</span>
          </p>
        </section>
      </div>
      <section className="panel" aria-labelledby="fields">
        <h2 id="fields">What was sent</h2>
        {data ? (
          <Fields id={row.id} form={row.form} data={data} />
        ) : (
          <p className="problem">The stored submission could not be read.</p>
        )}
      </section>
      <section className="panel" aria-labelledby="history">
        <h2 id="history">What staff did</h2>
        {actions.length ? <ActionList actions={actions} /> : <p>Nothing yet.</p>}
      </section>
    </Layout>
  );
}

function Fields({ id, form, data }: { id: string; form: FormName; data: Record<string, unknown> }) {
  return (
    <dl className="facts">
      {Object.entries(data).map(([field, value]) => (
        <FieldValue key={field} id={id} field={field} label={fieldLabel(form, field)} value={value} />
      ))}
    </dl>
  );
}

function FieldValue({ id, field, label, value }: { id: string; field: string; label: string; value: unknown }) {
  const list = Array.isArray(value) ? value : [value];
  if (list.length > 0 && list.every(isImageValue))
    return (
      <>
        <dt>{label}</dt>
        <dd className="images">
          {list.map((_, index) => {
            const href = `/office/submissions/${id}/files/${encodeURIComponent(field)}/${index}`;
            const alt = list.length > 1 ? `${label} ${index + 1}` : label;
            return (
              <a key={href} href={href}>
                <img src={href} alt={alt} loading="lazy" />
              </a>
            );
          })}
        </dd>
      </>
    );
  return (
    <>
      <dt>{label}</dt>
      <dd>{list.map((item) => (typeof item === "string" ? item : JSON.stringify(item))).join(", ") || "—"}</dd>
    </>
  );
}

/**
 * The step before an erasure: what goes, what the office still has to
 * delete by hand, and one button. `problem` is why the last try was refused.
 */
export function EraseConfirmPage({
  signed,
  row,
  problem,
  shortfall,
}: {
  signed: Signed;
  row: SubmissionRow;
  problem?: string;
  /** The script erased less than the sheet was given: the office checks by hand, then confirms. */
  shortfall?: string;
}) {
  const reference = submissionReference(row.id);
  return (
    <Layout title={`Erase ${reference}`} signed={signed}>
      <p>
        <a href={`/office/submissions/${row.id}`}>Back to {reference}</a>
      </p>
      <h1>
        Erase {FORM_NAMES[row.form].toLowerCase()} {reference}?
      </h1>
      <Problem
        text={
          problem &&
          `Nothing was erased: ${problem}. Try again in a few minutes; if it keeps failing, tell whoever looks after the website.`
        }
      />
      {shortfall && (
        <section className="panel bad" aria-labelledby="by-hand">
          <h2 id="by-hand">Not found in the sheet: check by hand</h2>
          <p role="alert">
            {`${reference} was not erased: ${shortfall}. The website has kept its copy, which holds the only key to the rest. The row may be in a copy or a tab without the “Submission ID” heading in its first row, or the files somewhere the script cannot see.`}
          </p>
          <ol>
            <li>
              {`In the spreadsheet, search every tab for ${row.id} (Edit, Find and replace, “Search: All sheets”) and delete each row that has it.`}
            </li>
            <li>
              {`In Drive, search for ${row.id} and delete each file whose name starts with it, then delete it from the bin too.`}
            </li>
            <li>Then confirm below: the website erases its own copy.</li>
          </ol>
          <form method="post" action={`/office/submissions/${row.id}/erase`} className="stack">
            <label className="check">
              <input type="checkbox" name="checked" value="by-hand" required />
              {` I have searched the spreadsheet and Drive for ${reference} and deleted what was there`}
            </label>
            <button type="submit" className="danger">
              {`Erase the website's copy of ${reference}`}
            </button>
          </form>
        </section>
      )}
      <section className="panel bad" aria-labelledby="erase">
        <h2 id="erase">This cannot be undone</h2>
        <ul>
          <li>
            Its rows in the spreadsheet are deleted, in whichever tab they are, and its documents in Drive are deleted
            for good, in whichever folder they are.
          </li>
          <li>The website deletes everything it kept of it, and the record of what staff did with it.</li>
          <li>The office's record keeps only that someone erased a submission, who, and when.</li>
          <li>
            Still to delete by hand: the e-mails with reference {reference} in the college account's Sent mail and in
            the office's inbox, and anything copied elsewhere (see the office guide, “Erasing an applicant”).
          </li>
        </ul>
        <form method="post" action={`/office/submissions/${row.id}/erase`} className="row">
          <button type="submit" className="danger">
            Erase {reference} for good
          </button>
        </form>
      </section>
    </Layout>
  );
}
