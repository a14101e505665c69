import { sniffImageType } from "../../app/forms/contract/data-url";
import { acceptableSize, bytesReader, imageDimensions } from "../../app/forms/contract/image-size";
import type { NoticeAttachment, NoticeAttachmentType } from "../../app/notices/model";
import { ATTACHMENT_CSP } from "../security";
import { NOTICE_NOT_FOUND } from "./model";
import { addAttachment, attachmentsOf } from "./store";

/**
 * A notice's files (requirements §10, "Notices"): a PDF or a JPEG, PNG or WebP image,
 * told by its first bytes, never by its name or declared type (the forms'
 * own check, app/forms/contract, with the images' header walked to their
 * size as decision 011 says), at most ATTACHMENT_MAX_BYTES. Kept in the
 * SUBMISSIONS bucket under notices/, served from the site's own address
 * with the type its bytes showed, `nosniff`, and a file name reduced to
 * safe characters.
 */
/** 10 MB: a scanned notice of a few pages; larger files belong on a download page. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The largest upload request: one file and the multipart framing around it. */
export const UPLOAD_MAX_BYTES = ATTACHMENT_MAX_BYTES + 64 * 1024;
/** Files per notice: a notice with its annexes, not an archive. */
export const ATTACHMENTS_PER_NOTICE = 10;

export const NOT_A_KNOWN_FILE =
  "The file is not a PDF, JPEG, PNG or WebP image (judged by its content, not its name), or it is damaged.";
export const FILE_TOO_LARGE = `The file is larger than ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`;
export const TOO_MANY_FILES = `A notice has at most ${ATTACHMENTS_PER_NOTICE} files.`;
export const NO_SUCH_FILE = "This notice has no such file.";

const EXTENSIONS: Record<NoticeAttachmentType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/** What the file's bytes are, or null when they are none of the four (a GIF, a renamed script, a truncated image). */
export function attachmentType(bytes: Uint8Array): NoticeAttachmentType | null {
  // "%PDF-" then a version digit: how every PDF begins.
  if (
    bytes.length > 8 &&
    [0x25, 0x50, 0x44, 0x46, 0x2d].every((b, i) => bytes[i] === b) &&
    /\d/.test(String.fromCharCode(bytes[5]!))
  )
    return "application/pdf";
  const image = sniffImageType(bytes);
  if (!image || image === "image/gif") return null;
  return acceptableSize(imageDimensions(image, bytesReader(bytes))) ? image : null;
}

/** The name it is offered under: ASCII letters, digits, dots, dashes and underscores, with the extension its type gives. */
export function safeFileName(given: string, type: NoticeAttachmentType): string {
  const base = given
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${base || "notice"}.${EXTENSIONS[type]}`;
}

/** The longest label a file may have: a line of a notice's file list. */
export const LABEL_MAX = 120;

/**
 * What a file's link says: the label the office typed, or else the file's own
 * name without its extension, in whatever script it was written ("परीक्षा
 * तालिका.pdf" stays "परीक्षा तालिका", where its served name can only be ASCII);
 * "" when neither holds a word, and the page shows the served name.
 */
export function fileLabel(typed: string, fileName: string): string {
  const tidy = (text: string) =>
    text
      .normalize("NFC")
      .replace(/[\p{Cc}\p{Cf}]/gu, "")
      .replace(/\s+/g, " ")
      .trim();
  const given = tidy(typed) || tidy(fileName.replace(/\.[^.]*$/, "").replace(/[_]+/g, " "));
  return /[\p{L}\p{N}]/u.test(given) ? [...given].slice(0, LABEL_MAX).join("").trim() : "";
}

export const attachmentKey = (noticeId: number, id: string) => `notices/${noticeId}/${id}`;

/**
 * Deletes the stored objects of files whose records are already gone. The
 * records go first, so the site neither links nor serves the files from
 * then on (it serves a file only through its record); an object left behind
 * when storage fails is unreachable, so the failure is logged with its keys
 * for clearing up rather than reported as a failure of a deletion that
 * happened.
 */
export async function deleteStoredFiles(bucket: R2Bucket, files: readonly NoticeAttachment[]): Promise<void> {
  const keys = files.map((f) => attachmentKey(f.noticeId, f.id));
  if (!keys.length) return;
  try {
    await bucket.delete(keys);
  } catch (error) {
    console.error(`notice files left in storage after their records were deleted: ${keys.join(", ")}`, error);
  }
}

export type Refusal = { ok: false; status: 413 | 415 | 409; error: string };

/** Checks and stores one uploaded file for notice `noticeId`, with its label (fileLabel); its record, or why it was refused. */
export async function storeAttachment(
  db: D1Database,
  bucket: R2Bucket,
  noticeId: number,
  file: File,
  label: string,
  actor: string,
  now: number,
): Promise<{ ok: true; attachment: NoticeAttachment } | Refusal | { ok: false; status: 404; error: string }> {
  if ((await attachmentsOf(db, noticeId)).length >= ATTACHMENTS_PER_NOTICE)
    return { ok: false, status: 409, error: TOO_MANY_FILES };
  if (file.size > ATTACHMENT_MAX_BYTES) return { ok: false, status: 413, error: FILE_TOO_LARGE };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = attachmentType(bytes);
  if (!type) return { ok: false, status: 415, error: NOT_A_KNOWN_FILE };
  const attachment: NoticeAttachment = {
    id: crypto.randomUUID(),
    noticeId,
    name: safeFileName(file.name, type),
    label: fileLabel(label, file.name),
    type,
    size: bytes.byteLength,
    addedBy: actor,
    addedAt: now,
  };
  const key = attachmentKey(noticeId, attachment.id);
  await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
  if (!(await addAttachment(db, attachment))) {
    await bucket.delete(key);
    return { ok: false, status: 404, error: NOTICE_NOT_FOUND };
  }
  return { ok: true, attachment };
}

/** An attachment's object as the site serves it. */
export async function attachmentResponse(bucket: R2Bucket, a: NoticeAttachment): Promise<Response | null> {
  const object = await bucket.get(attachmentKey(a.noticeId, a.id));
  if (!object) return null;
  return new Response(object.body, {
    headers: {
      "Content-Type": a.type,
      "Content-Length": String(a.size),
      "X-Content-Type-Options": "nosniff",
      // inline: a PDF or image opens in the browser's own viewer; the name is already safe ASCII.
      "Content-Disposition": `inline; filename="${a.name}"`,
      // A file never changes under its id, but its notice can end or lose it: a browser keeps it a minute at most, and no shared cache keeps it.
      "Cache-Control": "private, max-age=60",
      "Content-Security-Policy": ATTACHMENT_CSP,
      // Only this site's own pages may load it into theirs (a link still opens it from anywhere): no other
      // site shows the college's files as its own, or has them read into its page's process.
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
