// Builds the site and serves the production build in the Workers runtime on
// loopback (scripts/serve.ts, with the local spreadsheet stand-in on the next
// port), the way `npm start` does.
import { execSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export function build(buildDir: string) {
  console.log("Building…");
  execSync("npm run build", {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir },
  });
}

export interface BenchServer {
  /** The site, e.g. http://127.0.0.1:8870. */
  origin: string;
  /** The spreadsheet stand-in the site delivers to. */
  standin: string;
  /** Resolves once the site answers (throws after three minutes). */
  ready(): Promise<void>;
  /** Stops the server and deletes its outbox; safe to call more than once. */
  stop(): void;
  /** The Worker's JSON log lines so far (events such as outbox_accepted), parsed. */
  events(): Record<string, unknown>[];
}

export function startServer({ port, buildDir }: { port: number; buildDir: string }): BenchServer {
  const origin = `http://127.0.0.1:${port}`;
  const workerState = `.data/bench-worker-${Date.now().toString(36)}`;
  const server = spawn(process.execPath, [join(root, "scripts/serve.ts")], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: String(port),
      STANDIN_PORT: String(port + 1),
      STANDIN_DATA_DIR: ".data/bench",
      // A fresh outbox each run, so old submissions do not skew the burst.
      WORKER_STATE_DIR: workerState,
      HERO_VIDEO_URL: "none",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const events: Record<string, unknown>[] = [];
  let pending = "";
  server.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const json = line.slice(line.indexOf("{"));
      if (!json.startsWith('{"event"')) continue;
      try {
        events.push(JSON.parse(json));
      } catch {
        // A line that only looks like an event.
      }
    }
  });
  return {
    events: () => events,
    origin,
    standin: `http://127.0.0.1:${port + 1}`,
    ready: () => waitFor(`${origin}/api/health`),
    stop: () => {
      server.kill("SIGTERM");
      rmSync(join(root, workerState), { recursive: true, force: true });
    },
  };
}

/**
 * On a machine busy with other work, applying the outbox's migrations and
 * starting workerd took 90 s (measured at a load average of 20 on 2 cores),
 * so a minute was not enough.
 */
async function waitFor(url: string, ms = 180_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start: ${url}`);
}
