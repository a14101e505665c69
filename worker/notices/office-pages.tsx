import { NoticeArticle } from "../../app/notices/notice-article";
import { noticeWords } from "../../app/notices/words";
import { noticeWordsNe } from "../../app/notices/words.ne";
import { localePath } from "../../app/i18n/locale";
import { noticeFiles } from "../../app/notices/page.server";
import { NOTICE_CATEGORIES, type Notice, type NoticeAttachment } from "../../app/notices/model";
import { noticeView } from "../../app/notices/view.server";
import { LABEL_MAX } from "./attachments";
import { BODY_MAX, type NoticeState, noticeState, TITLE_MAX } from "./model";
import type { NoticeVersion } from "./store";
import { kathmanduTime } from "../office/words";
import { type Signed, Layout } from "../office/pages/layout";
import { Done, Problem } from "../office/pages/parts";

/** What the office calls each state of a notice. */
export const NOTICE_STATE_NAMES: Record<NoticeState, string> = {
  live: "Published",
  scheduled: "Scheduled",
  ended: "Ended",
  draft: "Draft",
};

/** The list's order: what the site shows now, then what comes, then what is being written, then what is over. */
const LIST_ORDER: NoticeState[] = ["live", "scheduled", "draft", "ended"];

/** The form's fields as typed (or as the notice holds them), so a refused form shows them back unchanged. */
export interface NoticeForm {
  title: { en: string; ne: string };
  body: { en: string; ne: string };
  category: string;
  /** datetime-local values on Kathmandu's clock; "" for none. */
  publishAt: string;
  endAt: string;
  ticker: boolean;
  popup: boolean;
}

function NoticeStateBadge({ state }: { state: NoticeState }) {
  return <span className={`state notice-${state}`}>{NOTICE_STATE_NAMES[state]}</span>;
}

const titleOf = (n: Pick<Notice, "title">) => n.title.en || n.title.ne;

export function NoticesListPage({
  signed,
  notices,
  now,
  done,
}: {
  signed: Signed;
  notices: Notice[];
  now: number;
  done: string;
}) {
  return (
    <Layout title="Notices" signed={signed}>
      <h1>Notices</h1>
      <Done text={done} />
      <p>
        <a href="/office/notices/new">Write a new notice</a>
        <span className="hint">
          {" "}
          The notice board, the home page's ticker and its first-visit popup show what is published here, within a
          minute.
        </span>
      </p>
      {LIST_ORDER.map((state) => {
        const list = notices.filter((n) => noticeState(n, now) === state);
        return (
          <section key={state} aria-labelledby={`notices-${state}`}>
            <h2 id={`notices-${state}`}>
              {NOTICE_STATE_NAMES[state]} ({list.length})
            </h2>
            {list.length ? (
              <ul className="cards">
                {list.map((n) => (
                  <li key={n.id}>
                    <div className="top">
                      <a className="ref" href={`/office/notices/${n.id}`} lang={n.title.en ? undefined : "ne"}>
                        {titleOf(n)}
                      </a>
                      <NoticeStateBadge state={state} />
                    </div>
                    <div>
                      {noticeWords.categories[n.category]}
                      {n.ticker ? " · in the ticker" : ""}
                      {n.popup ? " · the popup" : ""}
                    </div>
                    <div className="hint">
                      {n.publishAt === null ? "No publish time" : `Publish ${kathmanduTime(n.publishAt)}`}
                      {n.endAt === null ? "" : ` · end ${kathmanduTime(n.endAt)}`} · changed{" "}
                      {kathmanduTime(n.updatedAt)} by {n.updatedBy}
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p>None.</p>
            )}
          </section>
        );
      })}
    </Layout>
  );
}

export interface NoticeEditProps {
  signed: Signed;
  /** The notice being edited; null for a new one. */
  notice: Notice | null;
  form: NoticeForm;
  /** The version the form's text was made from. */
  version: number;
  problem: string;
  done: string;
  attachments: NoticeAttachment[];
  versions: NoticeVersion[];
  /** The typed notice to show as the public page will, when the preview was asked for. */
  preview: Notice | null;
  now: number;
}

export function NoticeEditPage(props: NoticeEditProps) {
  const { notice, form, now } = props;
  const state = notice ? noticeState(notice, now) : null;
  const heading = notice ? `Notice: ${titleOf(notice)}` : "A new notice";
  const action = notice ? `/office/notices/${notice.id}` : "/office/notices/new";
  return (
    <Layout title={notice ? titleOf(notice) : "New notice"} signed={props.signed}>
      <p>
        <a href="/office/notices">All notices</a>
      </p>
      <h1>{heading}</h1>
      <Done text={props.done} />
      <Problem text={props.problem} />
      {notice && state ? (
        <section className="panel" aria-labelledby="now">
          <h2 id="now">
            Now: <NoticeStateBadge state={state} />
          </h2>
          <dl className="facts">
            <dt>Version</dt>
            <dd>
              {notice.version}, saved {kathmanduTime(notice.updatedAt)} by {notice.updatedBy}
            </dd>
            <dt>Publish time</dt>
            <dd>{notice.publishAt === null ? "none (a draft)" : `${kathmanduTime(notice.publishAt)} (Kathmandu)`}</dd>
            <dt>End time</dt>
            <dd>{notice.endAt === null ? "none" : `${kathmanduTime(notice.endAt)} (Kathmandu)`}</dd>
          </dl>
          <div className="row-actions">
            {state !== "live" ? (
              <form method="post" action={`/office/notices/${notice.id}/publish`} className="row">
                <input type="hidden" name="version" value={notice.version} />
                <button type="submit">Publish now</button>
              </form>
            ) : null}
            {state === "live" ? (
              <form method="post" action={`/office/notices/${notice.id}/end`} className="row">
                <input type="hidden" name="version" value={notice.version} />
                <button type="submit" className="quiet">
                  End now
                </button>
              </form>
            ) : null}
            <a href={`/office/notices/${notice.id}/delete`}>Delete this notice</a>
          </div>
        </section>
      ) : null}
      {props.preview ? <Preview notice={props.preview} attachments={props.attachments} /> : null}
      <section className="panel" aria-labelledby="text">
        <h2 id="text">{notice ? "Change it" : "Write it"}</h2>
        <form method="post" action={action} encType="multipart/form-data" className="stack notice-form">
          <input type="hidden" name="version" value={props.version} />
          <label>
            Title in English
            <input name="title_en" defaultValue={form.title.en} maxLength={TITLE_MAX} />
          </label>
          <label>
            Title in Nepali <span className="hint">(optional; a notice needs a title in one language at least)</span>
            <input name="title_ne" lang="ne" defaultValue={form.title.ne} maxLength={TITLE_MAX} />
          </label>
          <label>
            Text in English
            <span className="hint">
              A blank line starts a new paragraph; lines starting “- ” make a list; [words](https://…) makes a link.
            </span>
            <textarea name="body_en" defaultValue={form.body.en} maxLength={BODY_MAX} />
          </label>
          <label>
            Text in Nepali <span className="hint">(optional: without it, Nepali pages show the English)</span>
            <textarea name="body_ne" lang="ne" defaultValue={form.body.ne} maxLength={BODY_MAX} />
          </label>
          <label>
            Category
            <select name="category" defaultValue={form.category}>
              {NOTICE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {noticeWords.categories[category]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Publish at (Kathmandu time)
            <span className="hint">Empty: a draft, shown nowhere. A time to come: it appears by itself then.</span>
            <input type="datetime-local" name="publish_at" defaultValue={form.publishAt} />
          </label>
          <label>
            End at (Kathmandu time)
            <span className="hint">Empty: it stays until someone ends it.</span>
            <input type="datetime-local" name="end_at" defaultValue={form.endAt} />
          </label>
          <label className="check">
            <input type="checkbox" name="ticker" defaultChecked={form.ticker} />
            Pin it: first on the board, and a line of the home page's ticker
          </label>
          <label className="check">
            <input type="checkbox" name="popup" defaultChecked={form.popup} />
            Show it as the home page's first-visit popup
          </label>
          <div className="row">
            <button type="submit" name="intent" value="save">
              {notice ? "Save" : "Create"}
            </button>
            <button type="submit" name="intent" value="preview" className="quiet">
              Preview
            </button>
            <span className="hint">The preview shows what you typed as the site will; it saves nothing.</span>
          </div>
        </form>
      </section>
      {notice ? <Files notice={notice} attachments={props.attachments} /> : null}
      {notice ? <Versions notice={notice} versions={props.versions} /> : null}
    </Layout>
  );
}

/** The typed notice as its public page will show it, in English and in Nepali. */
function Preview({ notice, attachments }: { notice: Notice; attachments: NoticeAttachment[] }) {
  return (
    <section className="panel" aria-labelledby="preview">
      <h2 id="preview">Preview (not saved)</h2>
      <div className="grid2">
        {(["en", "ne"] as const).map((locale) => {
          const words = locale === "ne" ? noticeWordsNe : noticeWords;
          // The files open here from the office: the public address serves them only while the notice is live.
          const files = noticeFiles(attachments, words).map((file, i) => ({
            ...file,
            url: `/office/notices/${notice.id}/files/${attachments[i]!.id}`,
          }));
          return (
            <div key={locale} className="preview" lang={locale === "ne" ? "ne" : undefined}>
              <p className="hint" lang="en">
                {locale === "en" ? "The English page" : "The Nepali page"}
              </p>
              <NoticeArticle
                notice={noticeView(notice, locale)}
                files={files}
                words={words}
                back={localePath("/notices", locale)}
                filesId={`preview-files-${locale}`}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}

function Files({ notice, attachments }: { notice: Notice; attachments: NoticeAttachment[] }) {
  return (
    <section className="panel" aria-labelledby="files">
      <h2 id="files">Files</h2>
      {attachments.length ? (
        <ul>
          {attachments.map((a) => (
            <li key={a.id}>
              <a href={`/office/notices/${notice.id}/files/${a.id}`}>{a.label || a.name}</a>{" "}
              <span className="hint">
                ({noticeFiles([a], noticeWords)[0]!.label}, added {kathmanduTime(a.addedAt)} by {a.addedBy})
              </span>{" "}
              <form method="post" action={`/office/notices/${notice.id}/files/${a.id}/remove`} className="inline">
                <button type="submit" className="quiet" aria-label={`Remove ${a.label || a.name}`}>
                  Remove
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p>No files yet.</p>
      )}
      <form method="post" action={`/office/notices/${notice.id}/files`} encType="multipart/form-data" className="row">
        <label>
          Add a file
          <span className="hint">A PDF, or a JPEG, PNG or WebP picture (a photo of the signed notice).</span>
          <input type="file" name="file" accept="application/pdf,image/jpeg,image/png,image/webp" required />
        </label>
        <label>
          Label <span className="hint">(optional)</span>
          <span className="hint">
            What the notice's page shows as the file's link, in any language; empty, the file's own name.
          </span>
          <input name="label" maxLength={LABEL_MAX} />
        </label>
        <button type="submit">Add the file</button>
      </form>
    </section>
  );
}

function Versions({ notice, versions }: { notice: Notice; versions: NoticeVersion[] }) {
  return (
    <section className="panel" aria-labelledby="versions">
      <h2 id="versions">Earlier versions</h2>
      {versions.length > 1 ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Saved</th>
              <th scope="col">Title</th>
              <th scope="col">
                <span className="visually-hidden">Restore</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((v) => (
              <tr key={v.version}>
                <td>{v.version}</td>
                <td>
                  {kathmanduTime(v.savedAt)} by {v.savedBy}
                </td>
                <td lang={v.title.en ? undefined : "ne"}>{titleOf(v)}</td>
                <td>
                  {v.version === notice.version ? (
                    "the current one"
                  ) : (
                    <form method="post" action={`/office/notices/${notice.id}/restore`} className="inline">
                      <input type="hidden" name="restore" value={v.version} />
                      <input type="hidden" name="version" value={notice.version} />
                      <button type="submit" className="quiet">
                        Restore version {v.version}
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>None yet: this is the first version.</p>
      )}
    </section>
  );
}

/** The step before a deletion: what goes, and one button. */
export function NoticeDeletePage({ signed, notice, problem }: { signed: Signed; notice: Notice; problem?: string }) {
  return (
    <Layout title={`Delete ${titleOf(notice)}`} signed={signed}>
      <p>
        <a href={`/office/notices/${notice.id}`}>Back to the notice</a>
      </p>
      <h1>Delete “{titleOf(notice)}”?</h1>
      <Problem text={problem ?? ""} />
      <section className="panel bad" aria-labelledby="delete">
        <h2 id="delete">This cannot be undone</h2>
        <ul>
          <li>The notice leaves the site within a minute, with its files.</li>
          <li>Its earlier versions go too: none can be restored.</li>
          <li>The office's record keeps that it was deleted, by whom and when.</li>
          <li>To take it off the site but keep it, end it instead.</li>
        </ul>
        <form method="post" action={`/office/notices/${notice.id}/delete`} className="row">
          <input type="hidden" name="version" value={notice.version} />
          <button type="submit" className="danger">
            Delete it for good
          </button>
        </form>
      </section>
    </Layout>
  );
}
