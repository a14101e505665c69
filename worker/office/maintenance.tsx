import { Hono } from "hono";
import { maintenanceState, switchMaintenance } from "../maintenance";
import { actorOf, type Office } from "./office-app";

/** The public site's maintenance switch (worker/maintenance.ts); a press that changes nothing is not recorded. */
export const maintenance = new Hono<Office>();

maintenance.post("/maintenance", async (c) => {
  const wanted = c.get("fields").get("switch");
  if (wanted !== "on" && wanted !== "off") return c.redirect("/office", 303);
  const now = Date.now();
  const current = await maintenanceState(c.env, now);
  if (current.switched !== (wanted === "on"))
    await switchMaintenance(c.get("outbox").db, wanted === "on", actorOf(c.get("signed")), now);
  return c.redirect(`/office?done=maintenance_${wanted}`, 303);
});
