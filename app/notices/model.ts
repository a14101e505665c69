/**
 * What a notice is and when it is live (requirements §10, "Notices"): the
 * one place both the pages and the Worker read it from. The Worker's store,
 * its checks of what the office writes and the files' checks stay in
 * worker/notices and import these; nothing here reads a database.
 */
export const NOTICE_CATEGORIES = ["admissions", "exams", "results", "events", "holidays", "general"] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export interface Bilingual {
  en: string;
  ne: string;
}

/** What an editor sets; times are epoch milliseconds, publishAt null for a draft, endAt null for no end. */
export interface NoticeFields {
  title: Bilingual;
  body: Bilingual;
  category: NoticeCategory;
  publishAt: number | null;
  endAt: number | null;
  ticker: boolean;
  popup: boolean;
}

export interface Notice extends NoticeFields {
  id: number;
  version: number;
  createdBy: string;
  createdAt: number;
  updatedBy: string;
  updatedAt: number;
}

/** Live: published, and not yet ended. */
export const isLive = (n: Pick<NoticeFields, "publishAt" | "endAt">, now: number) =>
  n.publishAt !== null && n.publishAt <= now && (n.endAt === null || now < n.endAt);

/**
 * The address's last part: ASCII words of the English title (else the
 * Nepali one's, which gives none, so "notice"). Only for people: the id
 * alone finds the notice.
 */
export function slug(title: Bilingual): string {
  const words = (title.en || "")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return words || "notice";
}

/** The kinds of file a notice may have, told by their bytes (worker/notices/attachments.ts). */
export const ATTACHMENT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export type NoticeAttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** A file of a notice as the store keeps it. */
export interface NoticeAttachment {
  id: string;
  noticeId: number;
  /** The name it is served under: reduced to safe ASCII (worker/notices/attachments.ts). */
  name: string;
  /** What the notice's page shows as its link: as the office typed it, or the file's own name, Nepali and all; "" for none. */
  label: string;
  type: NoticeAttachmentType;
  size: number;
  addedBy: string;
  addedAt: number;
}

/** The public address of an attachment, on the site's own origin (the Worker serves it while its notice is live). */
export const attachmentPath = (a: Pick<NoticeAttachment, "id" | "name">) => `/notices/files/${a.id}/${a.name}`;

/** A notice's id as an address writes it: a positive integer of at most 16 digits, which a JavaScript number holds exactly. */
export const NOTICE_ID = /[1-9]\d{0,15}/.source;
