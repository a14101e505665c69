import { type ChildProcess, spawn } from "node:child_process";

/**
 * `scripts/serve.ts` (what `npm start` runs) as a child of its own, for the
 * specs that kill the whole server: on its own ports and state folders, with
 * the stand-in, and in its own process group so that one SIGKILL takes
 * vite preview and workerd with it, as a crash or a pulled plug would.
 */
export interface ServeOptions {
  port: number;
  dirs: { inbox: string; worker: string };
  relaySecret: string;
  adminToken: string;
  /** More settings for this server (e.g. a short retry window, Cloudflare Access). */
  env?: Record<string, string>;
}

export function startServe({ port, dirs, relaySecret, adminToken, env = {} }: ServeOptions): ChildProcess {
  return spawn(process.execPath, ["scripts/serve.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      STANDIN_PORT: String(port + 1),
      STANDIN_DATA_DIR: dirs.inbox,
      WORKER_STATE_DIR: dirs.worker,
      RELAY_SECRET: relaySecret,
      ADMIN_TOKEN: adminToken,
      // Retries after 1 s instead of 30 s, so a recovering script is seen quickly.
      OUTBOX_RETRY_BASE_SECONDS: "1",
      OUTBOX_RETRY_MAX_SECONDS: "2",
      ...env,
    },
    detached: true,
    stdio: "ignore",
  });
}

/** SIGKILL the server's whole process group. */
export function killServe(child: ChildProcess | undefined) {
  if (child?.pid) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}
