import { MessagePage } from "./pages/sign-in";
import { page } from "./render";

/** A submission's id as the office's addresses carry it. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The answer to an address the office has no page for, or a submission it no longer keeps. */
export const notFound = () =>
  page(
    <MessagePage
      title="Not found"
      text="There is no such submission, or it was deleted after the retention period."
      signedIn
    />,
    404,
  );

/** The line for each outcome an action redirects with, but for requeued_all, which counts. */
const DONE: Record<string, string> = {
  requeued: "Sent again. If the spreadsheet script is working, it arrives within a minute.",
  handled: "Marked as handled by hand. It no longer counts as failed or waiting.",
  delivered: "It is already in the spreadsheet: nothing was changed.",
  already_handled: "It was already marked as handled by hand.",
  in_progress: "It is being delivered at this moment. Look again in a minute.",
  erased:
    "Erased. Now delete its e-mails from the college account's Sent mail and the office's inbox (the office guide says how).",
  maintenance_on: "The public site is in maintenance: every page shows the maintenance notice within a minute.",
  maintenance_off: "Maintenance is over: every page is back within a minute.",
  note_missing: "Please write a note saying how it was handled.",
};

/**
 * What the page says after an action (the action redirects here with its
 * outcome). Own keys only: the outcome is in the address, anyone's to write.
 */
export function noticeOf(done: string | undefined, count: string | undefined): string {
  if (done !== "requeued_all") return done !== undefined && Object.hasOwn(DONE, done) ? DONE[done]! : "";
  const n = Number.parseInt(count ?? "0", 10) || 0;
  return `${n} failed submission${n === 1 ? "" : "s"} sent again.`;
}
