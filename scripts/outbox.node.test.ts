import { execFile } from "node:child_process";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `npm run outbox` (scripts/outbox.ts), run as a person runs it, against a
 * local server that answers as the site, Cloudflare Access or a wrong
 * address would: every failure exits 1 with a sentence saying what to do,
 * never "undefined pending" and exit 0; Access's service token goes in its
 * headers; `erase` takes the reference a person reads.
 */
const TOOL = fileURLToPath(new URL("./outbox.ts", import.meta.url));
const TOKEN = "operator-token-0123456789abcdefghij";
const ID = "1a2b3c4d-0000-4000-8000-000000000001";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end();
const seen: { method: string; url: string; headers: IncomingMessage["headers"] }[] = [];
let server: Server;
let site: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
    handler(req, res);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Handler => {
  return (_req, res) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
};

function tool(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; out: string; err: string }>((done) => {
    execFile(
      process.execPath,
      [TOOL, ...args],
      { env: { PATH: process.env.PATH ?? "", SITE_URL: site, ADMIN_TOKEN: TOKEN, ...env }, timeout: 20_000 },
      (error, out, err) => done({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

describe("npm run outbox: failures a person can act on, with exit code 1", () => {
  it("an address nothing answers at", async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const r = await tool(["health"], { SITE_URL: `http://127.0.0.1:${port}` });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^Could not reach http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)\. Check SITE_URL/);
  });

  it("a site that is not https, refused before the token is sent", async () => {
    seen.length = 0;
    const r = await tool(["health"], { SITE_URL: "http://www.example.edu.np" });
    expect(r.code).toBe(1);
    expect(r.err).toContain("SITE_URL (http://www.example.edu.np) is not https");
    expect(seen).toEqual([]);
  });

  it("a wrong token", async () => {
    handler = json(401, { ok: false, error: "Unauthorised" });
    const r = await tool(["list"]);
    expect(r.code).toBe(1);
    expect(r.err).toContain("The operator API refused the token (401): ADMIN_TOKEN must be the same value");
  });

  it("Access sending the tool to its sign-in page", async () => {
    handler = (_req, res) => {
      res.writeHead(302, { location: "https://college.cloudflareaccess.com/cdn-cgi/access/login/trial.example" });
      res.end();
    };
    const r = await tool(["health"]);
    expect(r.code).toBe(1);
    expect(r.err).toContain("Cloudflare Access asked this tool to sign in");
    expect(r.err).toContain("CF_ACCESS_CLIENT_ID and CF_ACCESS_CLIENT_SECRET");
  });

  it("Access's sign-in page answered in place of the API", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end('<html><title>Sign in ・ Cloudflare Access</title><form action="/cdn-cgi/access/login"></form></html>');
    };
    for (const command of [["health"], ["list"]]) {
      const r = await tool(command);
      expect(r.code).toBe(1);
      expect(r.err).toContain("Cloudflare Access answered with its sign-in page instead of the operator API");
      expect(r.out).not.toContain("undefined");
    }
  });

  it("another site's page, or JSON that is not the API's", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html><title>Welcome</title></html>");
    };
    const page = await tool(["health"]);
    expect(page.code).toBe(1);
    expect(page.err).toContain("HTTP 200 with text/html that is not the operator API's JSON");
    handler = json(200, { hello: "world" });
    const other = await tool(["list"]);
    expect(other.code).toBe(1);
    expect(other.err).toContain("The site's answer has no list of submissions");
  });

  it("only half of Access's service token", async () => {
    const r = await tool(["health"], { CF_ACCESS_CLIENT_ID: "id.access" });
    expect(r.code).toBe(1);
    expect(r.err).toContain("Only one of CF_ACCESS_CLIENT_ID and CF_ACCESS_CLIENT_SECRET is set");
  });
});

describe("npm run outbox: commands", () => {
  it("sends Access's service token in its headers, beside the operator token", async () => {
    seen.length = 0;
    handler = json(200, { ok: true, pending: 2, failed: 0 });
    const r = await tool(["health"], { CF_ACCESS_CLIENT_ID: "id.access", CF_ACCESS_CLIENT_SECRET: "secret" });
    expect(r).toMatchObject({ code: 0, out: "ok: 2 pending, 0 failed\n" });
    expect(seen[0]!.headers).toMatchObject({
      "cf-access-client-id": "id.access",
      "cf-access-client-secret": "secret",
      authorization: `Bearer ${TOKEN}`,
    });
  });

  it("erase takes the reference a person reads, and says what is left to do by hand", async () => {
    seen.length = 0;
    handler = json(200, { ok: true, erased: 1, id: ID });
    const r = await tool(["erase", "MBC-1A2B3C4D"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`MBC-1A2B3C4D: erased (${ID}). Now delete its e-mails`);
    expect(seen.map((s) => [s.method, s.url])).toEqual([["DELETE", "/api/admin/submissions/MBC-1A2B3C4D"]]);

    seen.length = 0;
    await tool(["erase", ID, "--checked-by-hand"]);
    expect(seen.map((s) => [s.method, s.url])).toEqual([["DELETE", `/api/admin/submissions/${ID}?checked=by-hand`]]);
  });

  it("erase that found less than the sheet was given exits 1 with the API's sentence", async () => {
    const error = "MBC-1A2B3C4D not found in the sheet: check by hand (the script erased 0 of the 1 row(s)).";
    handler = json(409, { ok: false, error });
    const r = await tool(["erase", "MBC-1A2B3C4D"]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`409: ${error}\n`);
  });

  it("reapply-erasures says how many were erased again, and exits 1 when some must wait", async () => {
    seen.length = 0;
    handler = json(200, { ok: true, erased: 3, busy: 0 });
    expect(await tool(["reapply-erasures"])).toMatchObject({ code: 0, out: "3 submission(s) erased again.\n" });
    expect(seen.map((s) => [s.method, s.url])).toEqual([["POST", "/api/admin/reapply-erasures"]]);
    handler = json(200, { ok: true, erased: 1, busy: 1 });
    const r = await tool(["reapply-erasures"]);
    expect(r.code).toBe(1);
    expect(r.out).toContain("run reapply-erasures again in a few minutes");
  });
});
