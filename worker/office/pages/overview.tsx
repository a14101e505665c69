import type { MaintenanceState } from "../../maintenance";
import { submissionReference } from "../../../app/forms/contract/reference";
import type { FormName } from "../../../app/forms/contract/schemas";
import type { RecordedAction } from "../record";
import type { ListFilter, Overview } from "../../outbox/browse";
import { warningText } from "../../delivery/warnings";
import { SUBMISSION_STATES, type SubmissionRow } from "../../outbox/rows";
import type { GoogleReport } from "../../outbox/warnings";
import { PRESTORAGE_KINDS, type PrestorageCount } from "../../outbox/prestorage";
import { durationSince, FORM_NAMES, kathmanduTime, STATE_NAMES } from "../words";
import { type Signed, Layout } from "./layout";
import { Done, SubmissionCard } from "./parts";

export interface OverviewProps {
  signed: Signed;
  now: number;
  numbers: Overview;
  /** Why delivery is unhealthy, in plain words; empty when it is healthy. */
  problems: string[];
  /** The college's script's current warnings about its Google account, if any. */
  google: GoogleReport | null;
  filter: ListFilter;
  rows: SubmissionRow[];
  /** The next (older) page's address, if there is one. */
  older: string | null;
  search: { text: string; rows: SubmissionRow[] | null; problem: string } | null;
  actions: RecordedAction[];
  /** The reference prefixes (sharedReferences) that more than one submission carries. */
  shared: Set<string>;
  notice: string;
  maintenance: MaintenanceState;
  /** Submissions that failed before the website kept them, in the last 7 days, per kind and form. */
  prestorage: PrestorageCount[];
}

export function OverviewPage(props: OverviewProps) {
  const { numbers, problems, signed, now } = props;
  return (
    <Layout title="Submissions" signed={signed}>
      <h1>Submissions</h1>
      <Done text={props.notice} />
      <section className={`panel ${problems.length ? "bad" : "ok"}`} aria-labelledby="health">
        <h2 id="health">{problems.length ? "Delivery needs attention" : "Delivery is working"}</h2>
        {problems.length ? (
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : (
          <p>Every submission is reaching the spreadsheet.</p>
        )}
        <dl className="facts">
          <dt>Waiting</dt>
          <dd>
            {numbers.pending}
            {numbers.pending
              ? ` (the oldest for ${durationSince(numbers.oldestPendingSince, now)}, since ${kathmanduTime(numbers.oldestPendingSince)})`
              : ""}
          </dd>
          <dt>Failed</dt>
          <dd>{numbers.failed}</dd>
          <dt>Handled by hand</dt>
          <dd>{numbers.handled}</dd>
          <dt>Last confirmed by the spreadsheet</dt>
          <dd>{kathmanduTime(numbers.lastDeliveredAt)}</dd>
        </dl>
        {numbers.failed ? (
          <form method="post" action="/office/redeliver-failed" className="row">
            <button type="submit">Redeliver every failed one ({numbers.failed})</button>
          </form>
        ) : null}
      </section>

      {props.google ? <GoogleWarnings report={props.google} /> : null}

      {props.prestorage.length ? <PrestorageFailures counted={props.prestorage} /> : null}

      <MaintenanceSwitch state={props.maintenance} />

      <section className="panel" aria-labelledby="received">
        <h2 id="received">Received</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Form</th>
              <th scope="col">Today</th>
              <th scope="col">Last 7 days</th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(FORM_NAMES) as FormName[]).map((form) => (
              <tr key={form}>
                <th scope="row">{FORM_NAMES[form]}</th>
                <td>{numbers.received[form].today}</td>
                <td>{numbers.received[form].week}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="panel" aria-labelledby="find">
        <h2 id="find">Find a submission</h2>
        <search>
          <form method="post" action="/office" className="row">
            <label>
              Reference, e-mail or phone
              <input name="q" defaultValue={props.search?.text ?? ""} placeholder="MBC-1A2B3C4D" />
            </label>
            <button type="submit">Find</button>
          </form>
        </search>
        {props.search ? <SearchResults search={props.search} shared={props.shared} /> : null}
      </section>

      <section aria-labelledby="list">
        <h2 id="list">All submissions, newest first</h2>
        <form method="get" action="/office" className="row">
          <label>
            State
            <select name="state" defaultValue={props.filter.state ?? ""}>
              <option value="">Any</option>
              {SUBMISSION_STATES.map((state) => (
                <option key={state} value={state}>
                  {STATE_NAMES[state]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Form
            <select name="form" defaultValue={props.filter.form ?? ""}>
              <option value="">Any</option>
              {(Object.keys(FORM_NAMES) as FormName[]).map((form) => (
                <option key={form} value={form}>
                  {FORM_NAMES[form]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="quiet">
            Show
          </button>
        </form>
        {props.rows.length ? (
          <ul className="cards" aria-label="Submissions">
            {props.rows.map((row) => (
              <SubmissionCard key={row.id} row={row} shared={props.shared} />
            ))}
          </ul>
        ) : (
          <p>None.</p>
        )}
        <nav className="pager" aria-label="Pages">
          <a href="/office">Newest</a>
          {props.older ? <a href={props.older}>Older</a> : null}
        </nav>
      </section>

      <section className="panel" aria-labelledby="actions">
        <h2 id="actions">What staff did lately</h2>
        {props.actions.length ? <ActionList actions={props.actions} withReference /> : <p>Nothing yet.</p>}
      </section>
    </Layout>
  );
}

/** The public site's maintenance switch (worker/maintenance.ts). */
function MaintenanceSwitch({ state }: { state: MaintenanceState }) {
  return (
    <section className={`panel ${state.on ? "bad" : ""}`} aria-labelledby="maintenance">
      <h2 id="maintenance">The public site</h2>
      <p>
        {state.on
          ? "In maintenance: every page shows the maintenance notice (the forms still accept what is sent, and this page works)."
          : "Open: the pages are shown as usual."}
      </p>
      {state.forced ? (
        <p>
          The website's settings hold it in maintenance (MAINTENANCE_MODE is on), so this switch cannot end it: ask
          whoever looks after the website.
        </p>
      ) : null}
      <form method="post" action="/office/maintenance" className="row">
        <input type="hidden" name="switch" value={state.switched ? "off" : "on"} />
        <button type="submit" className={state.switched ? "" : "quiet"}>
          {state.switched ? "End maintenance" : "Put the site in maintenance"}
        </button>
        <span className="hint">Every page follows within a minute. No deploy is needed, and none undoes it.</span>
      </form>
    </section>
  );
}

/** Failures before storage (worker/outbox/prestorage.ts): shown only while there are some in the last 7 days. */
function PrestorageFailures({ counted }: { counted: PrestorageCount[] }) {
  return (
    <section className="panel bad" aria-labelledby="prestorage">
      <h2 id="prestorage">Submissions that failed before the website kept them</h2>
      <p>
        In the last 7 days. Each visitor was shown an error and asked to try again; the website holds nothing of theirs,
        so there is nothing to redeliver. Whoever looks after the website can read why in its logs.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Cause</th>
            <th scope="col">Form</th>
            <th scope="col">How many</th>
            <th scope="col">Last</th>
          </tr>
        </thead>
        <tbody>
          {counted.map((row) => (
            <tr key={`${row.kind} ${row.form}`}>
              <td>{PRESTORAGE_KINDS[row.kind]}</td>
              <td>{FORM_NAMES[row.form]}</td>
              <td>{row.count}</td>
              <td>{kathmanduTime(row.lastAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function GoogleWarnings({ report }: { report: GoogleReport }) {
  return (
    <section className="panel bad" aria-labelledby="google">
      <h2 id="google">The college's Google account needs attention</h2>
      <ul>
        {report.warnings.map((warning) => (
          <li key={warning.code}>{warningText(warning)}</li>
        ))}
      </ul>
      <p>Reported by the spreadsheet script with a submission delivered at {kathmanduTime(report.at)}.</p>
    </section>
  );
}

function SearchResults({ search, shared }: { search: NonNullable<OverviewProps["search"]>; shared: Set<string> }) {
  if (search.problem) return <p className="problem">{search.problem}</p>;
  if (!search.rows?.length) return <p role="status">Nothing found for “{search.text}”.</p>;
  return (
    <ul className="cards" aria-label="Found">
      {search.rows.map((row) => (
        <SubmissionCard key={row.id} row={row} shared={shared} />
      ))}
    </ul>
  );
}

const ACTION_NAMES = {
  redeliver: "Redelivered",
  handled: "Marked handled by hand",
  sign_out_everywhere: "Signed everyone out of the office page",
  erased: "Erased an applicant's submission (what it held is not kept)",
  maintenance_on: "Put the public site in maintenance",
  maintenance_off: "Ended the public site's maintenance",
  notice_created: "Created a notice",
  notice_edited: "Edited a notice",
  notice_restored: "Restored an earlier version of a notice",
  notice_deleted: "Deleted a notice",
  notice_attached: "Added a file to a notice",
  notice_detached: "Removed a file from a notice",
} as const;

export function ActionList({ actions, withReference = false }: { actions: RecordedAction[]; withReference?: boolean }) {
  return (
    <ul>
      {actions.map((action) => (
        <li key={`${action.submissionId}-${action.at}-${action.action}`}>
          {kathmanduTime(action.at)}: {ACTION_NAMES[action.action]}
          {withReference && action.submissionId ? (
            <>
              {" "}
              <a href={`/office/submissions/${action.submissionId}`}>{submissionReference(action.submissionId)}</a>
            </>
          ) : null}{" "}
          by {action.actor}
          {action.note ? <> (note: “{action.note}”)</> : null}
        </li>
      ))}
    </ul>
  );
}
