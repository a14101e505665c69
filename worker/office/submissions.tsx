import { Hono } from "hono";
import { erase, shortfallText } from "../outbox/erase";
import { actionsOf } from "../outbox/actions";
import { readPayload } from "../outbox/payloads";
import { sharedReferences } from "../outbox/browse";
import { getRow } from "../outbox/rows";
import { imageOf } from "./files";
import { actorOf, type Office } from "./office-app";
import { EraseConfirmPage, SubmissionPage } from "./pages/submission";
import { page } from "./render";
import { noticeOf, notFound, UUID } from "./replies";

/** One submission's page, its images, and erasing it. */
export const submissions = new Hono<Office>();

submissions.get("/:id", async (c) => {
  const outbox = c.get("outbox");
  const id = c.req.param("id").toLowerCase();
  const row = UUID.test(id) ? await getRow(outbox.db, id) : null;
  if (!row) return notFound();
  const [payload, actions, shared] = await Promise.all([
    readPayload(outbox.bucket, row.payloadKey),
    actionsOf(outbox.db, id),
    sharedReferences(outbox.db, [row]),
  ]);
  return page(
    <SubmissionPage
      signed={c.get("signed")}
      row={row}
      sharesReference={shared.size > 0}
      data={payload?.data ?? null}
      actions={actions}
      notice={noticeOf(c.req.query("done"), c.req.query("count"))}
    />,
  );
});

submissions.get("/:id/files/:field/:index", async (c) => {
  const outbox = c.get("outbox");
  const id = c.req.param("id").toLowerCase();
  const index = Number(c.req.param("index"));
  const row = UUID.test(id) && Number.isInteger(index) && index >= 0 ? await getRow(outbox.db, id) : null;
  const payload = row ? await readPayload(outbox.bucket, row.payloadKey) : null;
  const image = payload ? imageOf(payload.data, c.req.param("field"), index) : null;
  if (!image) return notFound();
  return new Response(image.bytes, {
    headers: { "Content-Type": image.type, "Content-Disposition": "inline", "X-Content-Type-Options": "nosniff" },
  });
});

// Erasing (an action, recorded with who, like actions.tsx's): a page that says what goes and asks to confirm, then the post that erases.
submissions.get("/:id/erase", async (c) => {
  const id = c.req.param("id").toLowerCase();
  const row = UUID.test(id) ? await getRow(c.get("outbox").db, id) : null;
  if (!row) return notFound();
  return page(<EraseConfirmPage signed={c.get("signed")} row={row} />);
});

submissions.post("/:id/erase", async (c) => {
  const id = c.req.param("id").toLowerCase();
  if (!UUID.test(id)) return notFound();
  const outbox = c.get("outbox");
  // Ticked once the office has looked in the sheet and Drive itself, after a "not found".
  const checkedByHand = c.get("fields").get("checked") === "by-hand";
  const result = await erase(outbox, c.env, id, { actor: actorOf(c.get("signed")), checkedByHand });
  if (result.outcome === "erased") return c.redirect("/office?done=erased", 303);
  if (result.outcome === "unknown") return notFound();
  const row = await getRow(outbox.db, id);
  if (!row) return notFound();
  if (result.outcome === "not_found")
    return page(<EraseConfirmPage signed={c.get("signed")} row={row} shortfall={shortfallText(result)} />, 409);
  const problem =
    result.outcome === "refused" ? result.reason : "it is being delivered to the spreadsheet at this moment";
  return page(<EraseConfirmPage signed={c.get("signed")} row={row} problem={problem} />, 409);
});
