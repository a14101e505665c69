import { Hono } from "hono";
import { maintenanceState, switchMaintenance } from "../maintenance";
import { actorOf, type Office } from "./office-app";
import { ConfirmPage, type ConfirmStep } from "./pages/confirm";
import { page } from "./render";

/**
 * The public site's maintenance switch (worker/maintenance.ts): a press asks
 * first (the whole site closes or opens for every visitor), and only the
 * confirmed post switches; a press that changes nothing is not recorded.
 */
export const maintenance = new Hono<Office>();

const STEPS: Record<"on" | "off", ConfirmStep> = {
  on: {
    title: "Put the public site in maintenance?",
    points: [
      "Within a minute every public page shows the maintenance notice instead of its content.",
      "The forms still accept what is sent, and this office page keeps working.",
      "It stays so until someone here presses “End maintenance”: a deploy does not end it.",
      "It is recorded with your name under “What staff did lately”.",
    ],
    action: "/office/maintenance",
    fields: { switch: "on" },
    button: "Yes, put the site in maintenance",
    danger: true,
  },
  off: {
    title: "End the public site's maintenance?",
    points: [
      "Within a minute every public page is shown again as usual.",
      "It is recorded with your name under “What staff did lately”.",
    ],
    action: "/office/maintenance",
    fields: { switch: "off" },
    button: "Yes, end maintenance",
  },
};

maintenance.post("/maintenance", async (c) => {
  const fields = c.get("fields");
  const wanted = fields.get("switch");
  if (wanted !== "on" && wanted !== "off") return c.redirect("/office", 303);
  if (fields.get("confirm") !== "yes") return page(<ConfirmPage signed={c.get("signed")} step={STEPS[wanted]} />);
  const now = Date.now();
  const current = await maintenanceState(c.env, now);
  if (current.switched !== (wanted === "on"))
    await switchMaintenance(c.get("outbox").db, wanted === "on", actorOf(c.get("signed")), now);
  return c.redirect(`/office?done=maintenance_${wanted}`, 303);
});
