import { Hono } from "hono";
import { NOTE_MAX_LENGTH } from "../outbox/actions";
import { handledByHand, redeliver, redeliverFailed } from "../outbox/redeliver";
import { actorOf, type Office } from "./office-app";
import { notFound, UUID } from "./replies";

/** The outbox's actions on submissions: each recorded with who did it, then back to the page with its outcome. */
export const actions = new Hono<Office>();

actions.post("/submissions/:id/redeliver", async (c) => {
  const id = c.req.param("id").toLowerCase();
  if (!UUID.test(id)) return notFound();
  const result = await redeliver(c.get("outbox"), id, actorOf(c.get("signed")));
  if (result === "unknown") return notFound();
  return c.redirect(`/office/submissions/${id}?done=${result}`, 303);
});

actions.post("/submissions/:id/handled", async (c) => {
  const id = c.req.param("id").toLowerCase();
  if (!UUID.test(id)) return notFound();
  const note = c.get("fields").get("note").trim().slice(0, NOTE_MAX_LENGTH);
  if (!note) return c.redirect(`/office/submissions/${id}?done=note_missing`, 303);
  const result = await handledByHand(c.get("outbox"), id, { actor: actorOf(c.get("signed")), note });
  if (result === "unknown") return notFound();
  return c.redirect(`/office/submissions/${id}?done=${result}`, 303);
});

actions.post("/redeliver-failed", async (c) => {
  const count = await redeliverFailed(c.get("outbox"), actorOf(c.get("signed")));
  return c.redirect(`/office?done=requeued_all&count=${count}`, 303);
});
