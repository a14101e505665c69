/**
 * The relay's local stand-in for the spreadsheet script (scripts/standin.mjs),
 * which the Playwright web server starts on E2E_PORT + 1: its control API
 * makes the upstream slow or failing, and its inbox shows what the college
 * actually received.
 */
const base = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8790) + 1}`;

export type Row = Record<string, unknown>;

async function call(path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`stand-in ${path}: ${response.status}`);
  return response;
}

type Mode = { mode?: "ok" | "fail" | "error-json" | "delay" | "hang"; delayMs?: number; fail?: boolean };

/**
 * Every setting is scoped to one test's marker (`match`): the stand-in then
 * answers only submissions containing that text this way, so spec files
 * running in parallel (CI uses two workers) never change each other's
 * answers. The inbox is never emptied either: tests find their rows by marker.
 */
export const standin = {
  control: (match: string, state: Mode = { mode: "ok" }) => call("/__control", { ...state, match }),
  inbox: async (form: "enquiry" | "visit" | "admission"): Promise<Row[]> => (await call(`/__inbox/${form}`)).json() as Promise<Row[]>,
  /** The decoded images of an admission row, as the college's Drive would hold them. */
  admissionImages: async (row: Row) => {
    const fetchFile = async (path: unknown) => Buffer.from(await (await call(`/__files/${String(path).replace(/^files\//, "")}`)).arrayBuffer());
    return {
      academicPapers: await Promise.all((row.academicPapers as unknown[]).map(fetchFile)),
      studentPhoto: await fetchFile(row.studentPhoto),
      transactionDocument: await fetchFile(row.transactionDocument),
    };
  },
};
