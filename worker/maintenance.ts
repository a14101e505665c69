import { config } from "./config";
import { errorText, log } from "./log";
import { officeDb } from "./office/staff";

/**
 * Maintenance mode: every page answers 503 with the maintenance page
 * (requirements §2.1) while the API and the office's page keep working.
 * Two ways to turn it on, either enough:
 *
 * - the office's switch on /office (signed in, recorded with who and when):
 *   the latest row of office_maintenance (migrations/0005) in D1, so no
 *   deploy changes it. Each isolate reads it at most every
 *   MAINTENANCE_CACHE_MS, so a press reaches every page within that time
 *   (at once on the isolate that took the press) and the pages cost one
 *   small D1 read per isolate per half a minute, not one per request;
 * - the deploy-time override MAINTENANCE_MODE="on" (config.ts), which wins:
 *   while it is on the switch cannot end maintenance, and the office page
 *   says so.
 *
 * If D1 cannot be read the last known state stands (off when none), so a
 * database outage never takes the pages down.
 */
export const MAINTENANCE_CACHE_MS = 30_000;

let cached: { on: boolean; until: number } | null = null;

export interface MaintenanceState {
  /** Whether the pages answer with the maintenance page. */
  on: boolean;
  /** The office's switch. */
  switched: boolean;
  /** MAINTENANCE_MODE="on" in the deployment's settings. */
  forced: boolean;
}

/** For the office's page: read afresh, never from this isolate's copy, so a press always acts on the latest. */
export async function maintenanceState(env: Env, now = Date.now()): Promise<MaintenanceState> {
  const forced = config(env).maintenance;
  const switched = await switchedOn(env, now, { fresh: true });
  return { on: forced || switched, switched, forced };
}

/** Whether the pages are in maintenance: MAINTENANCE_MODE="on", or the office's switch. */
export async function maintenanceOn(env: Env, now = Date.now()): Promise<boolean> {
  return config(env).maintenance || (await switchedOn(env, now));
}

async function switchedOn(env: Env, now: number, { fresh = false } = {}): Promise<boolean> {
  if (!fresh && cached && now < cached.until) return cached.on;
  const db = officeDb(env);
  if (!db) return false;
  let on = cached?.on ?? false;
  try {
    const row = await db
      .prepare("SELECT switched_on AS switchedOn FROM office_maintenance ORDER BY seq DESC LIMIT 1")
      .first<{ switchedOn: number }>();
    on = row?.switchedOn === 1;
  } catch (error) {
    log({ event: "maintenance_unread", message: errorText(error) }, "error");
  }
  cached = { on, until: now + MAINTENANCE_CACHE_MS };
  return on;
}

/** The office's press: recorded with who and when, and in force on this isolate at once. */
export async function switchMaintenance(db: D1Database, on: boolean, actor: string, now: number): Promise<void> {
  await db
    .prepare("INSERT INTO office_maintenance (switched_on, actor, at) VALUES (?1, ?2, ?3)")
    .bind(on ? 1 : 0, actor, now)
    .run();
  cached = { on, until: now + MAINTENANCE_CACHE_MS };
  log({ event: on ? "maintenance_on" : "maintenance_off" });
}
