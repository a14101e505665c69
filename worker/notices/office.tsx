import { type Context, Hono } from "hono";
import { kathmanduLocalInput, kathmanduLocalIso } from "../../app/lib/kathmandu-time";
import { NOTICE_ID, type Notice, type NoticeFields } from "../../app/notices/model";
import {
  FILE_TOO_LARGE,
  NO_SUCH_FILE,
  UPLOAD_MAX_BYTES,
  deleteStoredFiles,
  attachmentResponse,
  storeAttachment,
} from "./attachments";
import {
  isoTime,
  NOTICE_NOT_FOUND,
  type NoticeState,
  noticeState,
  NOTICE_REQUEST_MAX,
  noSuchVersion,
  noticeId,
  type Parsed,
  parseChange,
  parseNotice,
  staleEdit,
} from "./model";
import { noticesChanged, noticesDb } from "./pages";
import * as store from "./store";
import { actorOf, type Fields, type Office } from "../office/office-app";
import { type NoticeForm, NoticeDeletePage, NoticeEditPage, NoticesListPage } from "./office-pages";
import type { Signed } from "../office/pages/layout";
import { MessagePage } from "../office/pages/sign-in";
import { page } from "../office/render";
import { signedIn } from "../office/staff";
import { kathmanduTime } from "../office/words";

/**
 * /office/notices: the office writes, schedules, previews, publishes, ends,
 * restores and deletes the site's notices, and adds their files. Every
 * change goes through the notices' store (worker/notices/store.ts), which
 * checks it as it checks the operator API's (worker/notices/api.ts) and
 * records it, with who, beside the office's other actions. An edit names
 * the version it was made from: a newer one refuses it, and the form
 * comes back with what was typed. Mounted by worker/office/index.tsx behind its sign-in,
 * same-origin and body-size rules.
 */
export const officeNotices = new Hono<Office>();

const TEXT_PATH = new RegExp(`^/office/notices/(?:new|${NOTICE_ID})$`);
const FILES_PATH = new RegExp(`^/office/notices/${NOTICE_ID}/files$`);

/**
 * The body a notice's form may post, beyond the office's usual cap: its
 * text (as the API's JSON may be) or one file (as the API's upload may),
 * and only for someone signed in, who is returned with it so that the
 * sign-in is not checked a second time. Null for every other post.
 */
export async function bodyLimit(
  env: Env,
  request: Request,
  path: string,
): Promise<{ bytes: number; tooLarge?: string; back?: string; signed: Signed } | null> {
  const kind = FILES_PATH.test(path) ? "file" : TEXT_PATH.test(path) ? "text" : null;
  const signed = kind ? await signedIn(env, request) : null;
  if (!signed) return null;
  // A file refused for its size leads back to its notice, where another can be chosen.
  return kind === "file"
    ? { bytes: UPLOAD_MAX_BYTES, tooLarge: FILE_TOO_LARGE, back: path.replace(/\/files$/, ""), signed }
    : { bytes: NOTICE_REQUEST_MAX, signed };
}

// A change reaches this isolate's pages at their next request (as the operator API's do).
officeNotices.use("*", async (c, next) => {
  await next();
  if (c.req.method === "POST" && c.res.status < 400) noticesChanged();
});

/** After Create, what the notice now is: the badge's state, in words. */
const CREATED: Record<NoticeState, (n: Notice) => string> = {
  draft: () =>
    "Created. It is a draft, shown nowhere: add its files and check the preview, then press “Publish now” or set a publish time.",
  scheduled: (n) =>
    `Created and scheduled: the site shows it from ${kathmanduTime(n.publishAt!)} (Kathmandu). Add its files before then.`,
  live: () => "Created and published: the site shows it within a minute.",
  ended: () => "Created, but its end time has passed: the site does not show it.",
};
const DONE: Record<string, string> = {
  saved: "Saved.",
  published: "Published: the site shows it within a minute.",
  ended: "Ended: it leaves the site within a minute. It stays here, and can be published again.",
  restored: "The earlier version is the current one again (saved as a new version).",
  attached: "The file was added.",
  detached: "The file was removed.",
  deleted: "Deleted.",
};
const doneOf = (c: Context<Office>, notice: Notice | null = null, now = Date.now()) => {
  const done = c.req.query("done") ?? "";
  if (done === "created") return notice ? CREATED[noticeState(notice, now)](notice) : "";
  // Own keys only: the parameter is anyone's to write, and `toString` is a key of every object.
  return Object.hasOwn(DONE, done) ? DONE[done]! : "";
};

const notFound = () => page(<MessagePage title="Not found" text={NOTICE_NOT_FOUND} signedIn />, 404);

/** The form's fields as posted. */
function typedOf(fields: Fields): NoticeForm {
  return {
    title: { en: fields.get("title_en"), ne: fields.get("title_ne") },
    body: { en: fields.get("body_en"), ne: fields.get("body_ne") },
    category: fields.get("category"),
    publishAt: fields.get("publish_at"),
    endAt: fields.get("end_at"),
    ticker: fields.get("ticker") === "on",
    popup: fields.get("popup") === "on",
  };
}

/** A notice's fields as the form shows them. */
const formOf = ({ publishAt, endAt, ...rest }: NoticeFields): NoticeForm => ({
  ...rest,
  publishAt: publishAt === null ? "" : kathmanduLocalInput(publishAt),
  endAt: endAt === null ? "" : kathmanduLocalInput(endAt),
});

/** The form as the store's checks read a notice (the API's JSON): the times on Kathmandu's clock. */
const asInput = (f: NoticeForm) => ({
  ...f,
  publishAt: f.publishAt ? kathmanduLocalIso(f.publishAt) : null,
  endAt: f.endAt ? kathmanduLocalIso(f.endAt) : null,
});

const BLANK: NoticeForm = {
  title: { en: "", ne: "" },
  body: { en: "", ne: "" },
  category: "general",
  publishAt: "",
  endAt: "",
  ticker: false,
  popup: false,
};

/** The typed notice as the preview draws it: a draft as if published now. */
const previewOf = (fields: NoticeFields, notice: Notice | null, actor: string, now: number): Notice => ({
  id: notice?.id ?? 0,
  version: notice?.version ?? 0,
  createdBy: notice?.createdBy ?? actor,
  createdAt: notice?.createdAt ?? now,
  updatedBy: actor,
  updatedAt: now,
  ...fields,
  publishAt: fields.publishAt ?? now,
});

async function editPage(
  c: Context<Office>,
  notice: Notice | null,
  {
    form,
    version,
    problem = "",
    preview = null,
  }: { form?: NoticeForm; version?: number; problem?: string; preview?: Notice | null } = {},
  status = 200,
) {
  const db = await noticesDb(c.env);
  const [attachments, versions] = notice
    ? await Promise.all([store.attachmentsOf(db, notice.id), store.versionsOf(db, notice.id)])
    : [[], []];
  return page(
    <NoticeEditPage
      signed={c.get("signed")}
      notice={notice}
      form={form ?? (notice ? formOf(notice) : BLANK)}
      version={version ?? notice?.version ?? 0}
      problem={problem}
      done={doneOf(c, notice)}
      attachments={attachments}
      versions={versions}
      preview={preview}
      now={Date.now()}
    />,
    status,
  );
}

/** The notice an address names, or null. */
async function noticeOf(c: Context<Office>): Promise<Notice | null> {
  const id = noticeId(c.req.param("id") ?? "");
  return id === null ? null : store.getNotice(await noticesDb(c.env), id);
}

// ── The list ────────────────────────────────────────────────────────────────
officeNotices.get("/", async (c) => {
  const notices = await store.allNotices(await noticesDb(c.env));
  return page(<NoticesListPage signed={c.get("signed")} notices={notices} now={Date.now()} done={doneOf(c)} />);
});

// ── A new notice ────────────────────────────────────────────────────────────
officeNotices.get("/new", (c) => editPage(c, null));

officeNotices.post("/new", async (c) => {
  const form = typedOf(c.get("fields"));
  const parsed = parseNotice(asInput(form));
  if (!parsed.ok) return editPage(c, null, { form, problem: parsed.error }, 400);
  const actor = actorOf(c.get("signed"));
  const now = Date.now();
  if (c.get("fields").get("intent") === "preview")
    return editPage(c, null, { form, preview: previewOf(parsed.value, null, actor, now) });
  const notice = await store.createNotice(await noticesDb(c.env), parsed.value, actor, now);
  return c.redirect(`/office/notices/${notice.id}?done=created`, 303);
});

// ── One notice ──────────────────────────────────────────────────────────────
officeNotices.get("/:id", async (c) => {
  const notice = await noticeOf(c);
  return notice ? editPage(c, notice) : notFound();
});

/**
 * Saves a change of `current` (the store's checks, then its compare of
 * versions) and goes back to the notice's page; or shows why not, with
 * `form` (what was typed) as it was.
 */
async function save(
  c: Context<Office>,
  current: Notice,
  parsed: Parsed<{ fields: NoticeFields; version: number }>,
  form: NoticeForm | undefined,
  done: string,
) {
  const version = parsed.ok ? parsed.value.version : current.version;
  if (!parsed.ok) return editPage(c, current, { form, version, problem: parsed.error }, 400);
  const db = await noticesDb(c.env);
  const result = await store.updateNotice(
    db,
    current.id,
    parsed.value.fields,
    parsed.value.version,
    actorOf(c.get("signed")),
    Date.now(),
  );
  if (result.outcome === "unknown") return notFound();
  if (result.outcome === "stale")
    // The form now carries the newer version: saving it again replaces that version, knowingly.
    return editPage(c, result.current, { form, problem: staleEdit(result.current) }, 409);
  return c.redirect(`/office/notices/${current.id}?done=${done}`, 303);
}

const versionOf = (fields: Fields) => {
  const text = fields.get("version");
  return /^\d{1,9}$/.test(text) ? Number(text) : text;
};

officeNotices.post("/:id", async (c) => {
  const current = await noticeOf(c);
  if (!current) return notFound();
  const fields = c.get("fields");
  const form = typedOf(fields);
  const parsed = parseChange({ ...asInput(form), version: versionOf(fields) }, current);
  if (parsed.ok && fields.get("intent") === "preview") {
    const preview = previewOf(parsed.value.fields, current, actorOf(c.get("signed")), Date.now());
    return editPage(c, current, { form, version: parsed.value.version, preview });
  }
  return save(c, current, parsed, form, "saved");
});

officeNotices.post("/:id/publish", async (c) => {
  const current = await noticeOf(c);
  if (!current) return notFound();
  const now = Date.now();
  // An ended notice published again runs with no end, until someone ends it or sets one.
  const ended = current.endAt !== null && current.endAt <= now;
  const change = { version: versionOf(c.get("fields")), publishAt: isoTime(now), ...(ended ? { endAt: null } : {}) };
  return save(c, current, parseChange(change, current), undefined, "published");
});

officeNotices.post("/:id/end", async (c) => {
  const current = await noticeOf(c);
  if (!current) return notFound();
  const change = { version: versionOf(c.get("fields")), endAt: isoTime(Date.now()) };
  return save(c, current, parseChange(change, current), undefined, "ended");
});

officeNotices.post("/:id/restore", async (c) => {
  const current = await noticeOf(c);
  if (!current) return notFound();
  const restore = Number(c.get("fields").get("restore"));
  const version = versionOf(c.get("fields"));
  if (!Number.isInteger(restore) || typeof version !== "number") return notFound();
  const result = await store.restoreVersion(
    await noticesDb(c.env),
    current.id,
    restore,
    version,
    actorOf(c.get("signed")),
    Date.now(),
  );
  if (result.outcome === "unknown") return notFound();
  if (result.outcome === "no_such_version") return editPage(c, current, { problem: noSuchVersion(restore) }, 404);
  if (result.outcome === "stale") return editPage(c, result.current, { problem: staleEdit(result.current) }, 409);
  return c.redirect(`/office/notices/${current.id}?done=restored`, 303);
});

// Deleting: a page that says what goes and asks to confirm, then the post that deletes.
officeNotices.get("/:id/delete", async (c) => {
  const notice = await noticeOf(c);
  return notice ? page(<NoticeDeletePage signed={c.get("signed")} notice={notice} />) : notFound();
});

officeNotices.post("/:id/delete", async (c) => {
  const current = await noticeOf(c);
  if (!current) return notFound();
  const version = versionOf(c.get("fields"));
  const result = await store.deleteNotice(
    await noticesDb(c.env),
    current.id,
    typeof version === "number" ? version : current.version,
    actorOf(c.get("signed")),
    Date.now(),
  );
  if (result.outcome === "unknown") return notFound();
  if (result.outcome === "stale")
    return page(
      <NoticeDeletePage signed={c.get("signed")} notice={result.current} problem={staleEdit(result.current)} />,
      409,
    );
  await deleteStoredFiles(c.env.SUBMISSIONS, result.attachments);
  return c.redirect("/office/notices?done=deleted", 303);
});

// ── Files ───────────────────────────────────────────────────────────────────
officeNotices.post("/:id/files", async (c) => {
  const notice = await noticeOf(c);
  if (!notice) return notFound();
  const file = c.get("fields").file("file");
  if (!file?.size) return editPage(c, notice, { problem: "Choose a file to add." }, 400);
  const db = await noticesDb(c.env);
  const result = await storeAttachment(
    db,
    c.env.SUBMISSIONS,
    notice.id,
    file,
    c.get("fields").get("label"),
    actorOf(c.get("signed")),
    Date.now(),
  );
  if (!result.ok) return editPage(c, notice, { problem: result.error }, result.status);
  return c.redirect(`/office/notices/${notice.id}?done=attached`, 303);
});

/** A notice's file for the office, whatever the notice's state (the public address serves it only while live). */
officeNotices.get("/:id/files/:attachment", async (c) => {
  const attachment = await store.getAttachment(await noticesDb(c.env), c.req.param("attachment"));
  const found =
    attachment && String(attachment.noticeId) === c.req.param("id")
      ? await attachmentResponse(c.env.SUBMISSIONS, attachment)
      : null;
  return found ?? page(<MessagePage title="Not found" text={NO_SUCH_FILE} signedIn />, 404);
});

officeNotices.post("/:id/files/:attachment/remove", async (c) => {
  const db = await noticesDb(c.env);
  const attachment = await store.getAttachment(db, c.req.param("attachment"));
  if (!attachment || String(attachment.noticeId) !== c.req.param("id"))
    return page(<MessagePage title="Not found" text={NO_SUCH_FILE} signedIn />, 404);
  if (await store.removeAttachment(db, attachment, actorOf(c.get("signed")), Date.now()))
    await deleteStoredFiles(c.env.SUBMISSIONS, [attachment]);
  return c.redirect(`/office/notices/${attachment.noticeId}?done=detached`, 303);
});
