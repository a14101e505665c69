import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { submissionReference } from "../../app/forms/contract/reference";
import { confirmationEmail } from "../../app/content/confirmation-email";
import { collegeFacts } from "../../scripts/apps-script-block";

/**
 * apps-script/Code.gs, run in Node against fakes of the Apps Script services
 * it uses (no browser needed). The fakes are strict where the rules live:
 *
 * - Every call into a service (and into the sheets, ranges, locks and Drive
 *   folders they hand out) is recorded in order, so a test can prove that a
 *   refused post never reached the sheet, the lock or Drive, and that the
 *   flush came before the lock was released.
 * - The sheet converts values the way Google Sheets does when a cell is not
 *   formatted as plain text ("@"): "0098012345" → 98012345, a 20-digit
 *   reference → a number rounded to 15 significant digits, "=…" / "+…" → a
 *   formula, "2026-11-23 03:15:00" → a date, and a leading ' is dropped. Only
 *   a cell already formatted "@" keeps the text as written.
 * - TextFinder is case-insensitive and matches substrings unless told otherwise.
 * - The script lock is shared by every "execution" of one fake; tryLock fails
 *   while another execution holds it (executions here are synchronous, so a
 *   post made while another holds the lock gets nothing after any wait).
 * - MailApp counts recipients against a daily quota, refuses an address
 *   that is not one ("Invalid email: …"), and can be told to fail.
 * - Drive reports the bytes used and the account's limit (15 GB, shared
 *   with Gmail, as a free account's), and can be told to fail.
 * - The script's clock (Date) is the fake's own: a test moves it on.
 * - The spreadsheet's tabs can be renamed, added and rearranged by a test,
 *   as the office would; Drive's search covers every folder and the bin,
 *   and the Drive advanced service (Drive.Files.remove) deletes a file for
 *   good, as the real one does.
 */
const source = readFileSync(new URL("../../apps-script/Code.gs", import.meta.url), "utf8");

const SECRET = "s3cret-Relay-0123456789abcdef";
const ISO = "2026-11-23T03:15:00.000+05:45";

type Formula = { formula: string };
type DateCell = { date: string };
type Cell = string | number | boolean | Formula | DateCell;
type Blob = { bytes: Buffer; type: string; name: string; trashed?: boolean; id?: string; deleted?: boolean };

/** What Google Sheets stores when `value` is written to a cell of `format` (as if typed). */
function sheetsValue(value: unknown, format: string): Cell {
  if (typeof value !== "string") return value as Cell;
  if (format === "@") return value;
  if (value.startsWith("'")) return value.slice(1);
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value)) return Number(Number(value).toPrecision(15));
  if (/^[=+-]/.test(value)) return { formula: value.startsWith("=") ? value : `=${value}` };
  if (/^\d{4}-\d{2}-\d{2}( \d{1,2}:\d{2}(:\d{2})?)?$/.test(value)) return { date: value };
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === "true";
  return value;
}

function displayText(cell: Cell | undefined): string {
  if (cell === undefined) return "";
  if (typeof cell === "object") return "formula" in cell ? cell.formula : cell.date;
  return String(cell);
}

type Options = {
  secret?: string | null;
  otherHoldsLock?: boolean;
  /** Folders already in the account's Drive (e.g. one someone shared with it). */
  folders?: { name: string; trashed?: boolean; sharedBy?: string }[];
  /** Script Properties set before the first post. */
  properties?: Record<string, string>;
  /** Recipients MailApp may still send to today (default 100). */
  mailQuota?: number;
  /** Bytes of the account's storage in use (default 1 GB of 15 GB). */
  storageUsed?: number;
  /** The generated part's nepaliReviewed, as if the content said so (default: as Code.gs has it). */
  nepaliReviewed?: boolean;
  /** Whether the Drive advanced service (`Drive`) is added to the script (default: yes). */
  driveService?: boolean;
  /** The spreadsheet's tabs to start with, as another fake's `tabs()` gives them (File → Make a copy). */
  tabs?: [string, Cell[][]][];
};

type Mail = { to: string; subject: string; body: string; name?: string; replyTo?: string };

const GB = 1024 ** 3;

function fakeGoogle(options: Options = {}) {
  const calls: string[] = [];
  // The script's clock: Date.now() and new Date() read it; tests move it on.
  const clock = { now: Date.parse("2026-11-23T03:15:00.000+05:45") };
  class ScriptDate extends Date {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(clock.now);
      else super(...(args as [string]));
    }
    static override now() {
      return clock.now;
    }
  }
  const logs: string[] = [];
  const props = new Map<string, string>();
  if (options.secret !== null) props.set("RELAY_SECRET", options.secret ?? SECRET);
  for (const [key, value] of Object.entries(options.properties ?? {})) props.set(key, value);

  /** Wraps a fake so every method call (and property read) is recorded as `Name.member`. */
  const record = <T extends object>(name: string, target: T): T =>
    new Proxy(target, {
      get(obj, prop) {
        const value = Reflect.get(obj, prop);
        if (typeof prop === "symbol") return value;
        if (typeof value !== "function") {
          calls.push(`${name}.${prop}`);
          return value;
        }
        return (...args: unknown[]) => {
          calls.push(`${name}.${prop}`);
          return (value as (...a: unknown[]) => unknown)(...args);
        };
      },
    });

  // --- Sheets --------------------------------------------------------------
  type Sheet = { cells: Cell[][]; formats: Map<string, string>; frozen: number };
  const sheets = new Map<string, Sheet>();
  for (const [name, cells] of options.tabs ?? [])
    sheets.set(name, { cells: structuredClone(cells), formats: new Map(), frozen: 0 });
  const sheetOf = new WeakMap<object, Sheet>();
  const faults = { setValues: 0 }; // how many upcoming setValues calls throw
  const lastRow = (s: Sheet) => {
    for (let r = s.cells.length; r > 0; r--) if (s.cells[r - 1]!.some((c) => displayText(c) !== "")) return r;
    return 0;
  };
  const rangeApi = (s: Sheet, row: number, col: number, numRows = 1, numCols = 1) => {
    if (![row, col, numRows, numCols].every((n) => Number.isInteger(n) && n >= 1))
      throw new Error(`Bad range ${row},${col},${numRows},${numCols}`);
    const each = (fn: (r: number, c: number, i: number, j: number) => void) => {
      for (let i = 0; i < numRows; i++) for (let j = 0; j < numCols; j++) fn(row + i, col + j, i, j);
    };
    const range = record("Range", {
      setNumberFormat: (format: string) => {
        each((r, c) => s.formats.set(`${r},${c}`, format));
        return range;
      },
      setFontWeight: () => range,
      setValues: (values: unknown[][]) => {
        if (faults.setValues > 0) {
          faults.setValues--;
          throw new Error("Service Spreadsheets failed while accessing document");
        }
        if (values.length !== numRows || values.some((v) => v.length !== numCols)) {
          throw new Error("The number of rows or columns in the data does not match the range.");
        }
        each((r, c, i, j) => {
          while (s.cells.length < r) s.cells.push([]);
          s.cells[r - 1]![c - 1] = sheetsValue(values[i]![j], s.formats.get(`${r},${c}`) ?? "");
        });
        return range;
      },
      getValues: () => {
        const out: Cell[][] = [];
        each((r, c, i) => {
          const row = out[i] ?? [];
          out[i] = row;
          row.push(s.cells[r - 1]?.[c - 1] ?? "");
        });
        return out;
      },
      createTextFinder: (text: string) => {
        let caseSensitive = false;
        let entire = false;
        const finder = record("TextFinder", {
          matchCase: (on = true) => {
            caseSensitive = on;
            return finder;
          },
          matchEntireCell: (on = true) => {
            entire = on;
            return finder;
          },
          findNext: () => {
            let found: object | null = null;
            each((r, c) => {
              const fold = (t: string) => (caseSensitive ? t : t.toLowerCase());
              const cell = fold(displayText(s.cells[r - 1]?.[c - 1]));
              if (!found && (entire ? cell === fold(text) : cell.includes(fold(text))))
                found = { getRow: () => r, getColumn: () => c };
            });
            return found;
          },
        });
        return finder;
      },
    });
    return range;
  };
  const sheetApi = (s: Sheet) => {
    const api = record("Sheet", {
      getSheetId: () => [...sheets.values()].indexOf(s) + 1,
      getLastRow: () => lastRow(s),
      getLastColumn: () => Math.max(0, ...s.cells.map((r) => r.length)),
      // As if typed: the cell's format does not protect the values (Sheets' appendRow).
      appendRow: (values: unknown[]) => {
        s.cells[lastRow(s)] = values.map((v) => sheetsValue(v, ""));
      },
      setFrozenRows: (n: number) => {
        s.frozen = n;
      },
      getRange: (row: number, col: number, numRows?: number, numCols?: number) =>
        rangeApi(s, row, col, numRows, numCols),
      deleteRow: (row: number) => {
        if (!Number.isInteger(row) || row < 1 || row > lastRow(s)) throw new Error(`Bad row ${row}`);
        s.cells.splice(row - 1, 1);
      },
    });
    sheetOf.set(api, s);
    return api;
  };

  // --- Lock ----------------------------------------------------------------
  const OTHER = {};
  let holder: object | null = options.otherHoldsLock ? OTHER : null;
  const tryLockWaits: number[] = [];
  const newLock = () => {
    const me = {};
    return record("Lock", {
      tryLock: (ms: number) => {
        tryLockWaits.push(ms);
        if (holder && holder !== me) return false;
        holder = me;
        return true;
      },
      waitLock: () => {
        throw new Error("Lock timeout: another process was holding the lock for too long.");
      },
      hasLock: () => holder === me,
      releaseLock: () => {
        if (holder === me) holder = null;
      },
    });
  };

  // --- Drive ---------------------------------------------------------------
  type Folder = { id: string; name: string; files: Blob[]; trashed: boolean; sharedBy?: string };
  const files: Blob[] = [];
  const folders: Folder[] = (options.folders ?? []).map((f, i) => ({
    id: `existing-${i + 1}`,
    files: [],
    trashed: false,
    ...f,
  }));
  const hooks: { onCreateFile?: () => void; onSendEmail?: () => void } = {};
  const iterator = <T>(items: T[]) => {
    let i = 0;
    return { hasNext: () => i < items.length, next: () => items[i++]! };
  };
  let fileIds = 0;
  const fileApi = (blob: Blob) => {
    blob.id ??= `file-${++fileIds}`;
    return record("File", {
      getId: () => blob.id,
      getName: () => blob.name,
      getUrl: () => `https://drive.google.com/file/d/${blob.name}/view`,
      setTrashed: (on: boolean) => {
        blob.trashed = on;
      },
    });
  };
  /** Drive's query language, as far as the script uses it: a name's substring (any case), maybe not in the bin. */
  const searchIn = (list: () => Blob[], query: string) => {
    const match = /^title contains "([^"\\]*)"( and trashed = false)?$/.exec(query);
    if (!match) throw new Error(`Invalid argument: q (${query})`);
    if (drive.failing) throw new Error(drive.failing);
    const part = match[1]!.toLowerCase();
    return iterator(
      list()
        .filter((f) => !f.deleted && !(match[2] && f.trashed) && f.name.toLowerCase().includes(part))
        .map(fileApi),
    );
  };
  const folderApi = (folder: Folder) =>
    record("Folder", {
      getId: () => folder.id,
      getName: () => folder.name,
      isTrashed: () => folder.trashed,
      getFilesByName: (name: string) => iterator(folder.files.filter((f) => f.name === name).map(fileApi)),
      searchFiles: (query: string) => searchIn(() => folder.files, query),
      createFile: (blob: Blob) => {
        folder.files.push(blob);
        files.push(blob);
        hooks.onCreateFile?.();
        return fileApi(blob);
      },
    });

  // --- Mail ----------------------------------------------------------------
  const mails: Mail[] = [];
  const mail = { quota: options.mailQuota ?? 100, failing: null as string | null };
  const drive = { used: options.storageUsed ?? GB, limit: 15 * GB, failing: null as string | null };

  const logger = (...args: unknown[]) =>
    void logs.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "));
  const context: Record<string, unknown> = {
    PropertiesService: record("PropertiesService", {
      getScriptProperties: () =>
        record("Properties", {
          getProperty: (key: string) => props.get(key) ?? null,
          getProperties: () => Object.fromEntries(props),
          setProperty: (key: string, value: string) => void props.set(key, String(value)),
          deleteProperty: (key: string) => void props.delete(key),
        }),
    }),
    LockService: record("LockService", { getScriptLock: newLock }),
    SpreadsheetApp: record("SpreadsheetApp", {
      flush: () => {},
      getActiveSpreadsheet: () =>
        record("Spreadsheet", {
          getUrl: () => "https://docs.google.com/spreadsheets/d/sheet-1/edit",
          getSheetByName: (name: string) => (sheets.has(name) ? sheetApi(sheets.get(name)!) : null),
          getSheets: () => [...sheets.values()].map(sheetApi),
          insertSheet: (name: string) => {
            if (sheets.has(name)) throw new Error(`A sheet with the name "${name}" already exists.`);
            sheets.set(name, { cells: [], formats: new Map(), frozen: 0 });
            return sheetApi(sheets.get(name)!);
          },
          deleteSheet: (sheet: object) => {
            const tab = [...sheets].find(([, s]) => s === sheetOf.get(sheet));
            if (!tab) throw new Error("Sheet not found");
            sheets.delete(tab[0]);
          },
        }),
    }),
    Utilities: record("Utilities", {
      formatDate: (date: Date, timeZone: string) =>
        new Intl.DateTimeFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "medium" }).format(date),
      base64Decode: (text: string) => [...Buffer.from(text, "base64")],
      newBlob: (bytes: number[], type: string, name: string) => ({ bytes: Buffer.from(bytes), type, name }),
      DigestAlgorithm: { SHA_256: "SHA_256" },
      Charset: { UTF_8: "UTF_8" },
      // Apps Script's digest is a list of signed bytes.
      computeDigest: (algorithm: string, text: string, charset: string) => {
        if (algorithm !== "SHA_256" || charset !== "UTF_8") throw new Error("Unexpected digest arguments");
        return [...createHash("sha256").update(text, "utf8").digest()].map((b) => (b > 127 ? b - 256 : b));
      },
      base64EncodeWebSafe: (bytes: number[]) => `${Buffer.from(bytes.map((b) => b & 255)).toString("base64url")}=`,
    }),
    DriveApp: record("DriveApp", {
      getStorageUsed: () => {
        if (drive.failing) throw new Error(drive.failing);
        return drive.used;
      },
      getStorageLimit: () => drive.limit,
      // Every file of the account, in any folder, the bin included unless the query leaves it out.
      searchFiles: (query: string) => searchIn(() => folders.flatMap((f) => f.files), query),
      // Like Drive: every folder the account can see, its own and those shared with it.
      getFoldersByName: (name: string) => iterator(folders.filter((f) => f.name === name).map(folderApi)),
      getFolderById: (id: string) => {
        const folder = folders.find((f) => f.id === id);
        if (!folder)
          throw new Error(
            "No item with the given ID could be found. Possibly because you have not edited this item or you do not have permission to access it.",
          );
        return folderApi(folder);
      },
      createFolder: (name: string) => {
        const folder: Folder = { id: `folder-${folders.length + 1}`, name, files: [], trashed: false };
        folders.push(folder);
        return folderApi(folder);
      },
    }),
    MailApp: record("MailApp", {
      getRemainingDailyQuota: () => mail.quota,
      sendEmail: (message: Mail) => {
        if (mail.failing) throw new Error(mail.failing);
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(message.to)) throw new Error(`Invalid email: ${message.to}`);
        if (mail.quota < 1) throw new Error("Service invoked too many times for one day: email.");
        mail.quota -= 1;
        mails.push(message);
        hooks.onSendEmail?.();
      },
    }),
    ContentService: record("ContentService", {
      MimeType: { JSON: "application/json" },
      createTextOutput: (text: string) => ({ setMimeType: () => ({ text }) }),
    }),
    ...(options.driveService === false
      ? {}
      : {
          // The Drive advanced service: a removed file is gone for good, not in the bin.
          Drive: {
            Files: record("Drive.Files", {
              remove: (id: string) => {
                const folder = folders.find((f) => f.files.some((b) => b.id === id));
                if (!folder) throw new Error(`File not found: ${id}`);
                const blob = folder.files.find((b) => b.id === id)!;
                blob.deleted = true;
                folder.files.splice(folder.files.indexOf(blob), 1);
              },
            }),
          },
        }),
    Date: ScriptDate,
    Logger: { log: logger },
    console: { log: logger, info: logger, warn: logger, error: logger, debug: logger },
  };
  runInNewContext(source, context);
  if (options.nepaliReviewed !== undefined)
    (context.COLLEGE as { words: { nepaliReviewed: boolean } }).words.nepaliReviewed = options.nepaliReviewed;

  const post = (raw: string | undefined, parameter: Record<string, string> = {}) =>
    JSON.parse(
      (context.doPost as (e: unknown) => { text: string })(
        raw === undefined ? { parameter } : { postData: { contents: raw }, parameter },
      ).text,
    );
  /** Posts `body` with the right secret (unless the body names its own `relaySecret`, or `undefined` to leave it out). */
  const doPost = (body: Record<string, unknown>, parameter?: Record<string, string>) =>
    post(JSON.stringify("relaySecret" in body ? body : { ...body, relaySecret: SECRET }), parameter);
  const doGet = () => JSON.parse((context.doGet as (e: unknown) => { text: string })({ parameter: {} }).text);
  /** Runs one of the script's functions from the editor's Run button: no arguments. */
  const run = (name: string) => (context[name] as () => unknown)();

  return {
    doPost,
    post,
    doGet,
    run,
    calls,
    logs,
    props,
    files,
    folders,
    faults,
    hooks,
    tryLockWaits,
    mails,
    mail,
    drive,
    clock,
    lockHeld: () => holder !== null,
    releaseOther: () => {
      if (holder === OTHER) holder = null;
    },
    /** Renames a tab, as the office may (its rows and formats go with it). */
    renameTab: (from: string, to: string) => {
      const tab = sheets.get(from)!;
      sheets.delete(from);
      sheets.set(to, tab);
    },
    /** A tab the office made by hand, rows from 1 (its header row first). */
    addTab: (name: string, cells: Cell[][]) => void sheets.set(name, { cells, formats: new Map(), frozen: 0 }),
    /** Every tab and its cells, in order: what File → Make a copy carries. */
    tabs: (): [string, Cell[][]][] => [...sheets].map(([name, tab]) => [name, structuredClone(tab.cells)]),
    /** The stored cells of a tab (rows from 1), or undefined before it exists. */
    rows: (name: string) => sheets.get(name)?.cells,
    formats: (name: string) => sheets.get(name)?.formats,
    frozen: (name: string) => sheets.get(name)?.frozen,
  };
}

const SHEET_AND_DRIVE =
  /^(SpreadsheetApp|Spreadsheet|Sheet|Range|TextFinder|LockService|Lock|DriveApp|Folder|File|Utilities|MailApp)\./;

const enquiry = (over: Record<string, unknown> = {}) => ({
  name: "Sita",
  email: "s@example.com",
  contactNo: "9800000000",
  message: "hello",
  submissionId: "11111111-1111-4111-8111-111111111111",
  submittedAt: ISO,
  ...over,
});
const visit = (over: Record<string, unknown> = {}) => ({
  fullName: "Hari",
  email: "h@example.com",
  phoneNumber: "9800000001",
  preferredContactMethod: ["Email", "SMS"],
  interests: ["L3IFDHES"],
  connectionMethod: "Request Phone Callback",
  preferredDate: "2027-01-15",
  preferredTimeSlot: ["Morning (9 AM – 12 PM)"],
  message: "",
  howHeard: ["Other"],
  submissionId: "5e0d9c1b-2222-4222-8222-222222222222",
  submittedAt: ISO,
  ...over,
});
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const pngUrl = `data:image/png;base64,${png.toString("base64")}`;
const admission = (over: Record<string, unknown> = {}) => ({
  email: "g@example.com",
  studentName: "Gita",
  contactNumber: "9800000001",
  fathersName: "F",
  mothersName: "M",
  presentAddress: "P",
  permanentAddress: "Q",
  guardianContactNumber: "9800000002",
  academicPapers: [pngUrl, pngUrl],
  studentPhoto: pngUrl,
  transactionInfo: "ref",
  transactionDocument: pngUrl,
  consent: "yes",
  submissionId: "a1",
  submittedAt: ISO,
  ...over,
});

describe("the fakes behave like Google's services", () => {
  it("a cell not formatted as plain text converts values as if typed; an '@' cell keeps them", () => {
    expect(sheetsValue("0098012345", "")).toBe(98012345);
    expect(sheetsValue("12345678901234567890", "")).not.toBe("12345678901234567890");
    expect(String(sheetsValue("12345678901234567890", ""))).not.toBe("12345678901234567890");
    expect(sheetsValue("=HYPERLINK(x)", "")).toEqual({ formula: "=HYPERLINK(x)" });
    expect(sheetsValue("+977 9800000000", "")).toEqual({ formula: "=+977 9800000000" });
    expect(sheetsValue("2026-11-23 03:15:00", "")).toEqual({ date: "2026-11-23 03:15:00" });
    expect(sheetsValue("'0098", "")).toBe("0098");
    for (const text of ["0098012345", "12345678901234567890", "=HYPERLINK(x)", "2026-11-23 03:15:00"])
      expect(sheetsValue(text, "@")).toBe(text);
  });
});

describe("the relay secret", () => {
  it("a post without the right secret is refused before the sheet, the lock or Drive are touched", () => {
    const bad: [string, string | undefined][] = [
      ["missing", JSON.stringify(admission())],
      ["wrong", JSON.stringify({ ...admission(), relaySecret: "nope" })],
      ["empty", JSON.stringify({ ...admission(), relaySecret: "" })],
      ["a prefix", JSON.stringify({ ...admission(), relaySecret: SECRET.slice(0, -1) })],
      ["longer", JSON.stringify({ ...admission(), relaySecret: `${SECRET}x` })],
      ["other case", JSON.stringify({ ...admission(), relaySecret: SECRET.toUpperCase() })],
      ["null", JSON.stringify({ ...admission(), relaySecret: null })],
      ["a list", JSON.stringify({ ...admission(), relaySecret: [SECRET] })],
      ["not JSON", `{"relaySecret":"${SECRET}", oops`],
      ["a JSON list", JSON.stringify([SECRET])],
      ["no body", undefined],
    ];
    for (const [label, raw] of bad) {
      const g = fakeGoogle();
      const reply = g.post(raw);
      expect(reply, label).toEqual({ result: "error", error: "unauthorised" });
      expect(
        g.calls.filter((c) => SHEET_AND_DRIVE.test(c)),
        label,
      ).toEqual([]);
      expect(g.files, label).toHaveLength(0);
      expect(JSON.stringify(reply), label).not.toContain(SECRET);
    }
  });

  it("without the RELAY_SECRET Script Property every post is refused, even one without a secret", () => {
    for (const property of [null, ""]) {
      const g = fakeGoogle({ secret: property });
      expect(g.post(JSON.stringify(enquiry()))).toEqual({ result: "error", error: "unauthorised" });
      expect(g.doPost({ ...enquiry(), relaySecret: "" })).toEqual({ result: "error", error: "unauthorised" });
      expect(g.doPost({ ...enquiry(), relaySecret: null })).toEqual({ result: "error", error: "unauthorised" });
      expect(g.doPost(enquiry())).toEqual({ result: "error", error: "unauthorised" });
      expect(g.calls.filter((c) => SHEET_AND_DRIVE.test(c))).toEqual([]);
      expect(g.calls).toContain("Properties.getProperty");
    }
  });

  it("the secret reaches no cell, no header, no log and no reply", () => {
    const g = fakeGoogle();
    const replies = [
      g.doPost(enquiry()),
      g.doPost(enquiry()), // duplicate
      g.doPost(admission()),
      g.doPost({ fullName: "Hari", email: "h@example.com", submissionId: "v1", submittedAt: ISO }),
      g.doPost({ hello: "world" }),
      g.doPost({ ...enquiry(), submissionId: "" }),
      g.post(`{"relaySecret":"${SECRET}", broken`),
    ];
    g.faults.setValues = 1;
    replies.push(g.doPost(enquiry({ submissionId: "fails" })));
    expect(replies.map((r) => r.result)).toEqual([
      "success",
      "success",
      "success",
      "success",
      "error",
      "error",
      "error",
      "error",
    ]);
    for (const reply of replies) expect(JSON.stringify(reply)).not.toContain(SECRET);
    for (const tab of ["Enquiries", "Admissions", "Visit requests"]) {
      const cells = g.rows(tab)!.flat().map(displayText);
      expect(
        cells.some((c) => c.includes(SECRET)),
        tab,
      ).toBe(false);
      expect(
        g
          .rows(tab)![0]!
          .map(displayText)
          .some((h) => /secret/i.test(h)),
        tab,
      ).toBe(false);
    }
    expect(g.logs).toEqual([]);
  });

  it("the right secret: the row is written and the reply names the submission id", () => {
    const g = fakeGoogle();
    const id = "0f8c3d2e-5b7a-4c1e-9d3f-2a6b8c4e1f00";
    expect(g.doPost(enquiry({ submissionId: id }))).toEqual({ result: "success", submissionId: id });
    expect(g.rows("Enquiries")).toHaveLength(2);
    expect(g.rows("Enquiries")![1]![0]).toBe(id);
  });
});

it("records an enquiry with plain-text headers, Kathmandu time and a formula-safe phone number", () => {
  const g = fakeGoogle();
  const reply = g.doPost(enquiry({ contactNo: "+977 9800000000", message: "=HYPERLINK(x)", submissionId: "id-1" }));
  expect(reply).toEqual({ result: "success", submissionId: "id-1" });
  const rows = g.rows("Enquiries")!;
  expect(rows[0]).toEqual([
    "Submission ID",
    "Submitted (Kathmandu)",
    "Recorded (Kathmandu)",
    "Name",
    "Email",
    "Contact no",
    "Message",
    "Language",
    "E-mails",
  ]);
  expect(rows[1]!.slice(0, 2)).toEqual(["id-1", "2026-11-23 03:15:00"]);
  expect(rows[1]![2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(rows[1]!.slice(3)).toEqual([
    "Sita",
    "s@example.com",
    "'+977 9800000000",
    "'=HYPERLINK(x)",
    "",
    "Confirmation sent",
  ]);
  expect(g.frozen("Enquiries")).toBe(1);
  // Every written cell, the header row included, is plain text.
  for (const [r, row] of rows.entries())
    for (let c = 1; c <= row.length; c++)
      expect(g.formats("Enquiries")!.get(`${r + 1},${c}`), `${r + 1},${c}`).toBe("@");
});

it("keeps digits exactly as typed: leading zeros and a 20-digit bank reference", () => {
  const g = fakeGoogle();
  const reference = "12345678901234567890";
  g.doPost(
    admission({
      contactNumber: "0098012345",
      guardianContactNumber: "009779800000000",
      transactionInfo: reference,
      mothersName: "TRUE",
      submissionId: "42",
    }),
  );
  const row = g.rows("Admissions")![1]!;
  expect(row[0]).toBe("42");
  expect(row[5]).toBe("0098012345");
  expect(row[7]).toBe("TRUE");
  expect(row[10]).toBe("009779800000000");
  expect(row[13]).toBe(reference);
  expect(row[1]).toBe("2026-11-23 03:15:00"); // text, not a date value
  g.doPost(enquiry({ contactNo: "0098012345", submissionId: "e1" }));
  expect(g.rows("Enquiries")![1]![5]).toBe("0098012345");
  // The format is set before the values: every setValues follows a setNumberFormat on its range.
  const writes = g.calls.filter((c) => c === "Range.setNumberFormat" || c === "Range.setValues");
  expect(writes.length).toBeGreaterThan(0);
  for (let i = 0; i < writes.length; i += 2)
    expect(writes.slice(i, i + 2)).toEqual(["Range.setNumberFormat", "Range.setValues"]);
  expect(g.calls).not.toContain("Sheet.appendRow");
});

it("writes the language the applicant used in its own column, before the e-mails' note", () => {
  const g = fakeGoogle();
  g.doPost(enquiry({ submissionId: "id-ne", language: "Nepali" }));
  const [headers, row] = g.rows("Enquiries")!;
  expect(headers!.slice(-2)).toEqual(["Language", "E-mails"]);
  expect(row!.slice(-2)).toEqual(["Nepali", "Confirmation sent"]);
});

it("guards every column, the submission id included, against formulas", () => {
  const g = fakeGoogle();
  expect(
    g.doPost(
      enquiry({
        submissionId: "=IMPORTXML(1)",
        name: "-Sita",
        email: "@example",
        contactNo: "+9779800000000",
        message: "=1+1",
      }),
    ),
  ).toEqual({
    result: "success",
    submissionId: "=IMPORTXML(1)",
  });
  expect(g.rows("Enquiries")![1]).toEqual([
    "'=IMPORTXML(1)",
    "2026-11-23 03:15:00",
    expect.any(String),
    "'-Sita",
    "'@example",
    "'+9779800000000",
    "'=1+1",
    "",
    "Confirmation not sent: Invalid email: @example",
  ]);
  g.doPost({
    fullName: "+Hari",
    email: "h@example.com",
    phoneNumber: "-1",
    preferredContactMethod: ["=Email", "SMS"],
    interests: ["@L3"],
    connectionMethod: "=x",
    preferredDate: "2027-01-15",
    preferredTimeSlot: ["-Morning"],
    message: "ok, =fine",
    howHeard: ["+Other", "-Friend"],
    submissionId: "+v1",
    submittedAt: ISO,
  });
  const visit = g.rows("Visit requests")![1]!;
  expect(visit).toEqual([
    "'+v1",
    "2026-11-23 03:15:00",
    expect.any(String),
    "'+Hari",
    "h@example.com",
    "'-1",
    "'=Email, SMS",
    "'@L3",
    "'=x",
    "2027-01-15",
    "'-Morning",
    "ok, =fine",
    "'+Other, -Friend",
    "",
    "Confirmation sent",
  ]);
  for (const cell of [...g.rows("Enquiries")!, ...g.rows("Visit requests")!].flat()) expect(typeof cell).toBe("string");
});

describe("duplicates", () => {
  it("a repeated id is answered with the same id and a duplicate flag, and writes nothing", () => {
    const g = fakeGoogle();
    const body = enquiry({ submissionId: "dup" });
    expect(g.doPost(body)).toEqual({ result: "success", submissionId: "dup" });
    expect(g.doPost({ ...body, message: "edited" })).toEqual({
      result: "success",
      submissionId: "dup",
      duplicate: true,
    });
    expect(g.rows("Enquiries")).toHaveLength(2);
    expect(g.rows("Enquiries")![1]![6]).toBe("hello");
    // The check ran under the lock, which was released.
    expect(g.tryLockWaits).toHaveLength(2);
    expect(g.lockHeld()).toBe(false);
  });

  it("a repeated admission saves no Drive file and does not touch Drive at all", () => {
    const g = fakeGoogle();
    expect(g.doPost(admission())).toEqual({ result: "success", submissionId: "a1" });
    expect(g.files).toHaveLength(4);
    const before = g.calls.length;
    expect(g.doPost(admission())).toEqual({ result: "success", submissionId: "a1", duplicate: true });
    expect(g.files).toHaveLength(4);
    expect(
      g.calls.slice(before).filter((c) => /^(DriveApp|Folder|File|Utilities\.(newBlob|base64Decode))\./.test(c)),
    ).toEqual([]);
    expect(g.rows("Admissions")).toHaveLength(2);
  });

  it("ids that the formula guard changes are still recognised", () => {
    for (const id of ["=1", "-1", "+1", "@x"]) {
      const g = fakeGoogle();
      expect(g.doPost(enquiry({ submissionId: id }))).toEqual({ result: "success", submissionId: id });
      expect(g.doPost(enquiry({ submissionId: id }))).toEqual({ result: "success", submissionId: id, duplicate: true });
      expect(g.rows("Enquiries"), id).toHaveLength(2);
    }
  });

  it("ids are compared exactly: not case-insensitively, not as a part of another id", () => {
    const g = fakeGoogle();
    for (const id of ["abc-def", "ABC-DEF", "abc", "abc-def-1"])
      expect(g.doPost(enquiry({ submissionId: id }))).toEqual({ result: "success", submissionId: id });
    expect(
      g
        .rows("Enquiries")!
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(["abc-def", "ABC-DEF", "abc", "abc-def-1"]);
  });

  it("a retry after a failed write records one row and reuses the Drive files already saved", () => {
    // A failure while writing a new tab's header: nothing half-written stays behind.
    const g = fakeGoogle();
    g.faults.setValues = 1;
    expect(g.doPost(enquiry({ submissionId: "retry" })).result).toBe("error");
    expect(g.lockHeld()).toBe(false);
    expect(g.doPost(enquiry({ submissionId: "retry" }))).toEqual({ result: "success", submissionId: "retry" });
    expect(g.rows("Enquiries")!.map((r) => r[0])).toEqual(["Submission ID", "retry"]);
    // A failure after the files were saved, while writing the row.
    const h = fakeGoogle();
    h.doPost(admission({ submissionId: "seed" })); // header written
    const filesBefore = h.files.length;
    h.faults.setValues = 1;
    expect(h.doPost(admission({ submissionId: "retry" }))).toEqual({
      result: "error",
      error: "Service Spreadsheets failed while accessing document",
    });
    expect(h.files.length - filesBefore).toBe(4);
    expect(h.lockHeld()).toBe(false);
    expect(h.doPost(admission({ submissionId: "retry" }))).toEqual({ result: "success", submissionId: "retry" });
    expect(h.files.length - filesBefore).toBe(4); // not saved twice
    expect(h.rows("Admissions")!.filter((r) => r[0] === "retry")).toHaveLength(1);
    expect(h.rows("Admissions")!.find((r) => r[0] === "retry")![12]).toBe(
      "https://drive.google.com/file/d/retry-studentPhoto.png/view",
    );
  });
});

describe("the lock", () => {
  it("waits at most 10 s and answers busy, writing nothing, when another execution holds it", () => {
    const g = fakeGoogle({ otherHoldsLock: true });
    expect(g.doPost(admission())).toEqual({ result: "error", error: "busy" });
    expect(g.tryLockWaits).toHaveLength(1);
    expect(g.tryLockWaits[0]).toBeGreaterThan(0);
    expect(g.tryLockWaits[0]).toBeLessThanOrEqual(10_000);
    expect(g.calls.filter((c) => /^(SpreadsheetApp|Spreadsheet|Sheet|Range|DriveApp|Folder)\./.test(c))).toEqual([]);
    expect(g.calls).not.toContain("Lock.releaseLock");
    expect(g.files).toHaveLength(0);
    expect(g.lockHeld()).toBe(true); // the other execution's lock was not released
    g.releaseOther();
    expect(g.doPost(admission())).toEqual({ result: "success", submissionId: "a1" });
  });

  it("a post of the same id while the first is saving its files is answered busy, not recorded twice", () => {
    const g = fakeGoogle();
    const concurrent: unknown[] = [];
    g.hooks.onCreateFile = () => {
      if (concurrent.length === 0) concurrent.push(g.doPost(admission()));
    };
    expect(g.doPost(admission())).toEqual({ result: "success", submissionId: "a1" });
    expect(concurrent).toEqual([{ result: "error", error: "busy" }]);
    expect(g.rows("Admissions")).toHaveLength(2);
    expect(g.files).toHaveLength(4);
  });

  it("flushes after the write and before releasing the lock, e-mails after it, and releases it after every outcome", () => {
    const g = fakeGoogle();
    g.doPost(enquiry());
    const last = (name: string) => g.calls.lastIndexOf(name);
    expect(
      g.calls.filter((c) => /^(Lock\.|SpreadsheetApp\.flush|Range\.setValues|MailApp\.sendEmail)/.test(c)),
    ).toEqual([
      "Lock.tryLock",
      "Range.setValues",
      "Range.setValues",
      "SpreadsheetApp.flush",
      "Lock.releaseLock",
      "MailApp.sendEmail",
      "Range.setValues", // the "E-mails" note
    ]);
    expect(last("SpreadsheetApp.flush")).toBeLessThan(last("Lock.releaseLock"));
    expect(last("Lock.releaseLock")).toBeLessThan(last("MailApp.sendEmail"));
    expect(g.lockHeld()).toBe(false);
    g.doPost(enquiry()); // duplicate
    expect(g.lockHeld()).toBe(false);
    g.faults.setValues = 1;
    expect(g.doPost(enquiry({ submissionId: "x" })).result).toBe("error");
    expect(g.lockHeld()).toBe(false);
    expect(g.doPost({ ...enquiry(), name: undefined, contactNo: undefined })).toEqual({
      result: "error",
      error: "Unknown form",
    });
    expect(g.lockHeld()).toBe(false);
  });
});

it("joins visit lists readably", () => {
  const g = fakeGoogle();
  g.doPost(visit({ submissionId: "v1" }));
  const row = g.rows("Visit requests")![1]!;
  expect(row[6]).toBe("Email, SMS");
  expect(row[8]).toBe("Request Phone Callback");
  expect(row[9]).toBe("2027-01-15");
  expect(row[11]).toBe("");
});

it("saves admission images to Drive and puts their links in the row", () => {
  const g = fakeGoogle();
  const reply = g.doPost(admission());
  expect(reply).toEqual({ result: "success", submissionId: "a1" });
  expect(g.files.map((f) => f.name)).toEqual([
    "a1-academicPapers-1.png",
    "a1-academicPapers-2.png",
    "a1-studentPhoto.png",
    "a1-transactionDocument.png",
  ]);
  expect(g.files[0]!.bytes.equals(png)).toBe(true);
  expect(g.folders.map((f) => f.name)).toEqual(["Website admission files"]);
  const row = g.rows("Admissions")![1]!;
  expect(row[11]).toBe(
    "https://drive.google.com/file/d/a1-academicPapers-1.png/view, https://drive.google.com/file/d/a1-academicPapers-2.png/view",
  );
  g.doPost(admission({ submissionId: "a2" }));
  expect(g.folders).toHaveLength(1); // the folder is reused
});

describe("the folder for applicants' documents", () => {
  const FOLDER = "Website admission files";
  // The storage check runs after every new row (see "Drive's fill"); these tests are about the folder.
  const driveCalls = (calls: string[]) => calls.filter((c) => c.startsWith("DriveApp.") && !/Storage/.test(c));

  it("is created once, its id kept in DOCUMENTS_FOLDER_ID, and opened by that id afterwards", () => {
    const g = fakeGoogle();
    expect(g.doPost(admission({ submissionId: "a1" })).result).toBe("success");
    expect(g.folders.map((f) => f.name)).toEqual([FOLDER]);
    const id = g.folders[0]!.id;
    expect(g.props.get("DOCUMENTS_FOLDER_ID")).toBe(id);
    expect(driveCalls(g.calls)).toEqual(["DriveApp.createFolder"]);

    const before = g.calls.length;
    expect(g.doPost(admission({ submissionId: "a2" })).result).toBe("success");
    expect(driveCalls(g.calls.slice(before))).toEqual(["DriveApp.getFolderById"]);
    expect(g.folders).toHaveLength(1);
    expect(g.folders[0]!.files.map((f) => f.name)).toContain("a2-studentPhoto.png");
    expect(g.props.get("DOCUMENTS_FOLDER_ID")).toBe(id);
  });

  it("a folder of the same name shared with the account is never used, nor looked up", () => {
    const g = fakeGoogle({ folders: [{ name: FOLDER, sharedBy: "someone@example.com" }] });
    expect(g.doPost(admission({ submissionId: "a1" })).result).toBe("success");
    expect(g.doPost(admission({ submissionId: "a2" })).result).toBe("success");
    const [shared, own] = g.folders;
    expect(shared!.files).toEqual([]);
    expect(own!.files).toHaveLength(8);
    expect(g.props.get("DOCUMENTS_FOLDER_ID")).toBe(own!.id);
    expect(g.calls).not.toContain("DriveApp.getFoldersByName");
  });

  it("uses the folder the property names, whatever it is called", () => {
    const g = fakeGoogle({
      folders: [{ name: FOLDER }, { name: "Applicants 2027" }],
      properties: { DOCUMENTS_FOLDER_ID: "existing-2" },
    });
    expect(g.doPost(admission()).result).toBe("success");
    expect(g.folders.map((f) => [f.name, f.files.length])).toEqual([
      [FOLDER, 0],
      ["Applicants 2027", 4],
    ]);
    expect(g.calls).not.toContain("DriveApp.createFolder");
  });

  it("replaces a folder moved to the bin, whose files would be deleted with it", () => {
    const g = fakeGoogle({
      folders: [{ name: FOLDER, trashed: true }],
      properties: { DOCUMENTS_FOLDER_ID: "existing-1" },
    });
    expect(g.doPost(admission()).result).toBe("success");
    expect(g.folders[0]!.files).toEqual([]);
    expect(g.folders[1]!.files).toHaveLength(4);
    expect(g.props.get("DOCUMENTS_FOLDER_ID")).toBe(g.folders[1]!.id);
  });

  it("a folder that cannot be opened is an error to retry: no second folder, nothing recorded", () => {
    const g = fakeGoogle({ properties: { DOCUMENTS_FOLDER_ID: "gone" } });
    const reply = g.doPost(admission());
    expect(reply.result).toBe("error");
    expect(reply.error).toMatch(/No item with the given ID/);
    expect(g.folders).toEqual([]);
    expect(g.props.get("DOCUMENTS_FOLDER_ID")).toBe("gone");
    expect(g.rows("Admissions")).toHaveLength(1); // the header only
    expect(g.lockHeld()).toBe(false);
  });

  it("enquiries and visit requests never touch the folder or its property, only read Drive's fill", () => {
    const g = fakeGoogle();
    g.doPost(enquiry());
    g.doPost(visit());
    expect(g.calls.filter((c) => /^(DriveApp|Folder|File)\./.test(c))).toEqual([
      "DriveApp.getStorageLimit",
      "DriveApp.getStorageUsed",
      "DriveApp.getStorageLimit",
      "DriveApp.getStorageUsed",
    ]);
    expect(g.props.has("DOCUMENTS_FOLDER_ID")).toBe(false);
  });
});

it("answers a JSON error for a body it cannot use", () => {
  const g = fakeGoogle();
  expect(g.doPost({ hello: "world" })).toEqual({ result: "error", error: "Unknown form" });
  expect(g.doPost({ name: "A", contactNo: "1" })).toEqual({ result: "error", error: "submissionId missing" });
  expect(g.doPost({ name: "A", contactNo: "1", submissionId: "" })).toEqual({
    result: "error",
    error: "submissionId missing",
  });
  expect(g.rows("Enquiries")).toBeUndefined();
});

it("the ?form= hint picks the tab", () => {
  const g = fakeGoogle();
  expect(
    g.doPost({ email: "e@example.com", message: "m", submissionId: "h1", submittedAt: ISO }, { form: "enquiry" }),
  ).toEqual({ result: "success", submissionId: "h1" });
  expect(g.rows("Enquiries")![1]![0]).toBe("h1");
});

it("a GET answers a health reply without a secret", () => {
  const g = fakeGoogle({ secret: null });
  expect(g.doGet()).toEqual({ result: "success", message: "The college's form script is running." });
});

describe("e-mails once the row is written", () => {
  const OFFICE = { OFFICE_EMAIL: "admissions.office@college.test" };
  const college = collegeFacts();
  const forms = [
    ["enquiry", enquiry({ submissionId: "0a1b2c3d-1111-4111-8111-111111111111" }), "Sita", "Enquiries"],
    ["visit", visit(), "Hari", "Visit requests"],
    ["admission", admission({ submissionId: "9f8e7d6c-3333-4333-8333-333333333333" }), "Gita", "Admissions"],
  ] as const;
  const note = (g: ReturnType<typeof fakeGoogle>, tab: string, row = 1) => g.rows(tab)![row]!.at(-1);

  for (const [form, body, name, tab] of forms) {
    it(`${form}: the sender gets a confirmation in English and (once reviewed) Nepali, with the reference, what happens next and how to reach the office, and nothing else of what was sent`, () => {
      const g = fakeGoogle({ properties: OFFICE, nepaliReviewed: true });
      expect(g.doPost(body)).toEqual({ result: "success", submissionId: body.submissionId });
      const [mail] = g.mails;
      const reference = submissionReference(body.submissionId);
      const texts = college.forms[form];
      const inNepali = college.inNepali.forms[form];
      const ne = college.words.nepali;
      expect(mail!.to).toBe(body.email);
      expect(mail!.subject).toBe(`${texts.title} / ${inNepali.title} (${reference}) - MBC College`);
      expect(mail!.replyTo).toBe(college.emails[0]);
      const text = mail!.body;
      for (const line of [
        `Dear ${name},`,
        `${texts.received} Your reference is ${reference}. ${college.referenceNote}`,
        texts.english,
        ...college.phones,
        ...college.emails,
        college.address,
        `Admissions office hours: ${college.admissionsHours}`,
        // The Nepali part: the same facts as the Nepali pages write them.
        ...college.inNepali.phones,
        college.inNepali.address,
        `भर्ना कार्यालय खुल्ने समय: ${college.inNepali.admissionsHours}`,
      ])
        expect(text, line).toContain(line);
      // English first, then the Nepali part, which says the same in the same order and signs off as the English does.
      const [english = "", nepali = ""] = text.split("--------------------");
      expect(english).toContain(texts.english);
      const nepaliLines = [
        `आदरणीय ${name},`,
        `${inNepali.received} तपाईँको सन्दर्भ नम्बर ${reference} हो। ${college.inNepali.referenceNote}`,
        ne.nextSteps,
        texts.nepali,
        ...(form === "admission" ? [ne.noDocuments] : []),
        ne.contact,
        ...college.inNepali.phones,
        ...college.emails,
        college.inNepali.address,
        `${ne.hours} ${college.inNepali.admissionsHours}`,
        ne.notYou,
        ne.closing,
        college.name,
        ne.automatic,
      ];
      const at = nepaliLines.map((line) => nepali.indexOf(line));
      for (const [i, line] of nepaliLines.entries()) expect(at[i], line).toBeGreaterThanOrEqual(0);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      // As many lines as the English part, one for one.
      expect(nepali.trim().split("\n").length).toBe(english.trim().split("\n").length + 2);
      expect(text).not.toMatch(/What you sent|image\(s\)|base64|drive\.google\.com/);
      expect(note(g, tab)).toBe(form === "admission" ? "Confirmation sent; Office notice sent" : "Confirmation sent");
    });
  }

  it("a message with a link and a name that is a domain give a confirmation with neither", () => {
    const g = fakeGoogle({ nepaliReviewed: true });
    const link = "Your account is locked: sign in at https://evil.example/login to keep it";
    expect(g.doPost(enquiry({ name: "evil.example", message: link })).result).toBe("success");
    const [mail] = g.mails;
    expect(mail!.to).toBe("s@example.com");
    for (const text of [mail!.subject, mail!.body]) {
      expect(text).not.toMatch(/evil|https?:|locked|sign in at/i);
    }
    expect(mail!.body.startsWith("Hello,\n")).toBe(true);
    expect(mail!.body).toContain("\nनमस्कार,\n");
    expect(mail!.body).toContain("If you did not send this form, please ignore this e-mail");
    expect(g.rows("Enquiries")![1]![6]).toBe(link); // the sheet keeps what was sent, for the office
  });

  it("an admission's confirmation names no parent, address, number or payment, and attaches nothing", () => {
    const g = fakeGoogle({ properties: OFFICE });
    const typed = {
      contactNumber: "9811122233",
      fathersName: "Ramesh Karki",
      mothersName: "Sunita Karki",
      presentAddress: "Baneshwor-10, Kathmandu",
      permanentAddress: "Lakeside-6, Pokhara",
      guardianContactNumber: "9844455566",
      transactionInfo: "eSewa TXN 0098877665",
    };
    g.doPost(admission(typed));
    const mail = g.mails[0]!;
    expect(mail.to).toBe("g@example.com");
    for (const value of Object.values(typed)) expect(mail.body).not.toContain(value);
    expect(mail.body).toContain("Dear Gita,");
    expect(mail.body).toContain("Your documents are not attached to this e-mail");
    expect(Object.keys(mail)).not.toContain("attachments");
  });

  it("greets by name only a name that cannot carry a link", () => {
    const cases: [string, boolean][] = [
      ["Sita Sharma", true],
      ["सीता शर्मा", true],
      ["Ram B. Thapa", true],
      ["O'Neil-Rai", true],
      ["  Hari   Bahadur ", true],
      ["evil.example", false],
      ["www.evil.example", false],
      ["Sita evil.example", false],
      ["Sita https://x", false],
      ["sita@evil.example", false],
      ["Sita 2", false],
      ["evil\u2024example", false], // a one-dot leader, which looks like a dot
      ["A".repeat(41), false],
      ["", false],
    ];
    for (const [name, used] of cases) {
      const g = fakeGoogle();
      g.doPost(enquiry({ name }));
      const body = g.mails[0]!.body;
      const shown = name.replace(/\s+/g, " ").trim();
      expect(body.split("\n")[0], name).toBe(used ? `Dear ${shown},` : "Hello,");
      if (!used && shown) expect(body, name).not.toContain(shown);
    }
  });

  it("admission decisions are promised in 5 to 7 business days, in both languages", () => {
    const g = fakeGoogle({ properties: OFFICE, nepaliReviewed: true });
    g.doPost(admission());
    expect(g.mails[0]!.body).toContain("We review applications within 5 to 7 business days");
    expect(g.mails[0]!.body).toContain("५ देखि ७ कार्यदिनभित्र");
  });

  it("until the college has reviewed the Nepali, the confirmation is in English only", () => {
    expect(college.words.nepaliReviewed).toBe(confirmationEmail.nepaliReviewed);
    for (const [, body] of forms) {
      const g = fakeGoogle({ properties: OFFICE, nepaliReviewed: false });
      g.doPost(body);
      const text = g.mails[0]!.body;
      expect(text).toContain("This e-mail was sent automatically");
      expect(text).not.toMatch(/[\u0900-\u097F]/);
      expect(text).not.toContain("--------------------");
      expect(g.mails[0]!.subject).not.toMatch(/[\u0900-\u097F]/);
    }
    // Code.gs as generated from the content today sends what the content's flag says.
    const g = fakeGoogle();
    g.doPost(enquiry());
    expect(/[\u0900-\u097F]/.test(g.mails[0]!.body)).toBe(confirmationEmail.nepaliReviewed);
  });

  it("a new admission sends the office one line linking to its row and its Drive files; other forms do not", () => {
    const g = fakeGoogle({ properties: OFFICE });
    g.doPost(enquiry());
    g.doPost(visit());
    expect(g.mails.map((m) => m.to)).toEqual(["s@example.com", "h@example.com"]);
    g.doPost(admission({ submissionId: "9f8e7d6c-3333-4333-8333-333333333333" }));
    const office = g.mails.at(-1)!;
    expect(office.to).toBe("admissions.office@college.test");
    expect(office.subject).toBe("New admission MBC-9F8E7D6C");
    const sheetId = 3; // the third tab made
    const row = g.rows("Admissions")![1]!;
    const files = [row[11], row[12], row[14]].join(", ").split(", "); // papers, photo, receipt
    expect(office.body).toBe(
      `New admission MBC-9F8E7D6C: row https://docs.google.com/spreadsheets/d/sheet-1/edit#gid=${sheetId}&range=A2; files: ${files.join(" ")}`,
    );
    expect(office.body.split("\n")).toHaveLength(1);
    expect(files).toHaveLength(4);
    expect(office.body).not.toContain("Gita");
  });

  it("a redelivered duplicate sends nothing, whatever it carries", () => {
    const g = fakeGoogle({ properties: OFFICE });
    g.doPost(admission());
    expect(g.mails).toHaveLength(2);
    expect(g.doPost(admission({ email: "other@example.com" }))).toEqual({
      result: "success",
      submissionId: "a1",
      duplicate: true,
    });
    expect(g.mails).toHaveLength(2);
    // The confirmation's plan and its send check the quota, and so does the office's; two sends.
    expect(g.calls.filter((c) => c.startsWith("MailApp."))).toHaveLength(5);
    expect(note(g, "Admissions")).toBe("Confirmation sent; Office notice sent");
  });

  it("a busy, refused or failed post sends nothing", () => {
    const busy = fakeGoogle({ otherHoldsLock: true, properties: OFFICE });
    expect(busy.doPost(admission()).error).toBe("busy");
    const failed = fakeGoogle({ properties: OFFICE });
    failed.faults.setValues = 1;
    expect(failed.doPost(enquiry()).result).toBe("error");
    for (const g of [busy, failed]) expect(g.calls.filter((c) => c.startsWith("MailApp."))).toEqual([]);
  });

  it("with the daily quota used up, the row is kept, the reply is a success and the row says so", () => {
    // No reserve: the quota itself is the limit.
    const g = fakeGoogle({ properties: { ...OFFICE, MAIL_RESERVE: "0" }, mailQuota: 1 });
    expect(g.doPost(admission())).toEqual({ result: "success", submissionId: "a1" });
    expect(g.mails.map((m) => m.to)).toEqual(["g@example.com"]);
    expect(note(g, "Admissions")).toBe("Confirmation sent; Office notice not sent: the daily e-mail quota is used up");
    expect(g.rows("Admissions")![1]![0]).toBe("a1");
  });

  it("when MailApp throws, the row is kept, the reply is a success and the row says why", () => {
    const g = fakeGoogle({ properties: OFFICE });
    g.mail.failing = "Service unavailable: Gmail";
    expect(g.doPost(admission())).toEqual({ result: "success", submissionId: "a1" });
    expect(g.rows("Admissions")![1]!.slice(0, 4)).toEqual([
      "a1",
      "2026-11-23 03:15:00",
      expect.any(String),
      "g@example.com",
    ]);
    expect(note(g, "Admissions")).toBe(
      "Confirmation not sent: Service unavailable: Gmail; Office notice not sent: Service unavailable: Gmail",
    );
    expect(g.lockHeld()).toBe(false);
  });

  it("without OFFICE_EMAIL the applicant is still confirmed, and the row says the office was not told", () => {
    const g = fakeGoogle();
    expect(g.doPost(admission()).result).toBe("success");
    expect(g.mails.map((m) => m.to)).toEqual(["g@example.com"]);
    expect(note(g, "Admissions")).toBe(
      "Confirmation sent; Office notice not sent: the Script Property OFFICE_EMAIL is not set",
    );
  });

  it("the note finds its row even if the office sorted the sheet meanwhile", () => {
    const g = fakeGoogle();
    g.doPost(enquiry({ submissionId: "b-first" }));
    const rows = g.rows("Enquiries")!;
    // While the confirmation is being sent, the office sorts the newest row to the top.
    g.hooks.onSendEmail = () => rows.splice(1, 0, rows.splice(2, 1)[0]!);
    expect(g.doPost(enquiry({ submissionId: "c-second", email: "other@example.com" })).result).toBe("success");
    expect(rows.map((r) => [r[0], r.at(-1)])).toEqual([
      ["Submission ID", "E-mails"],
      ["c-second", "Confirmation sent"],
      ["b-first", "Confirmation sent"],
    ]);
  });

  it("the reference is the website's, for any id", () => {
    for (const id of ["0f8c3d2e-5b7a-4c1e-9d3f-2a6b8c4e1f00", "ABCDEF12-xyz", "=1-2-3"]) {
      const g = fakeGoogle();
      g.doPost(enquiry({ submissionId: id }));
      expect(g.mails[0]!.subject, id).toContain(`(${submissionReference(id)})`);
    }
  });
});

describe("one confirmation per address per 24 hours", () => {
  const MINUTE = 60_000;
  const confirmed = (g: ReturnType<typeof fakeGoogle>) => [...g.props.keys()].filter((k) => k.startsWith("CONFIRMED_"));

  it("six enquiries naming one address in half an hour send one confirmation, and a day later one more", () => {
    const g = fakeGoogle();
    const start = g.clock.now;
    const victim = "victim@example.com";
    for (let i = 0; i < 6; i++) {
      g.clock.now = start + i * 6 * MINUTE;
      const id = `e${i}`;
      expect(g.doPost(enquiry({ submissionId: id, email: victim, message: `spam ${i}` }))).toEqual({
        result: "success",
        submissionId: id,
      });
    }
    expect(g.mails.map((m) => m.to)).toEqual([victim]);
    const notes = g
      .rows("Enquiries")!
      .slice(1)
      .map((r) => r.at(-1));
    expect(notes).toEqual([
      "Confirmation sent",
      ...Array(5).fill("Confirmation not sent: this address was sent one in the last 24 hours"),
    ]);
    // Just short of a day after the one sent: still none.
    g.clock.now = start + 24 * 60 * MINUTE - 1;
    g.doPost(enquiry({ submissionId: "e6", email: victim }));
    expect(g.mails).toHaveLength(1);
    // A day after it: one more.
    g.clock.now = start + 24 * 60 * MINUTE;
    g.doPost(enquiry({ submissionId: "e7", email: victim }));
    g.doPost(enquiry({ submissionId: "e8", email: victim }));
    expect(g.mails.map((m) => m.to)).toEqual([victim, victim]);
    expect(
      g
        .rows("Enquiries")!
        .map((r) => r.at(-1))
        .slice(-3),
    ).toEqual([
      "Confirmation not sent: this address was sent one in the last 24 hours",
      "Confirmation sent",
      "Confirmation not sent: this address was sent one in the last 24 hours",
    ]);
  });

  it("counts the mailbox however it is written, across the three forms", () => {
    const g = fakeGoogle({ properties: { OFFICE_EMAIL: "office@college.test" } });
    g.doPost(enquiry({ submissionId: "e1", email: "Victim.Name@gmail.com" }));
    g.doPost(visit({ submissionId: "v1", email: " victimname+college@GoogleMail.com " }));
    g.doPost(admission({ submissionId: "a1", email: "v.i.c.t.i.m.n.a.m.e@gmail.com" }));
    g.doPost(enquiry({ submissionId: "e2", email: "VICTIMNAME+x@gmail.com" }));
    expect(g.mails.map((m) => m.to)).toEqual(["Victim.Name@gmail.com", "office@college.test"]);
    // Elsewhere a dot is part of the name: another mailbox.
    g.doPost(enquiry({ submissionId: "e3", email: "a.b@example.com" }));
    g.doPost(enquiry({ submissionId: "e4", email: "ab@example.com" }));
    expect(g.mails.map((m) => m.to).slice(2)).toEqual(["a.b@example.com", "ab@example.com"]);
  });

  it("keeps no address in the properties, and forgets a record once its day is over", () => {
    const g = fakeGoogle();
    g.doPost(enquiry({ submissionId: "e1", email: "first@example.com" }));
    g.doPost(enquiry({ submissionId: "e2", email: "second@example.com" }));
    expect(confirmed(g)).toHaveLength(2);
    for (const [key, value] of g.props) expect(`${key}=${value}`).not.toMatch(/first|second|example/);
    g.clock.now += 24 * 60 * MINUTE;
    g.doPost(enquiry({ submissionId: "e3", email: "third@example.com" }));
    expect(confirmed(g)).toHaveLength(1);
    expect(g.props.get(confirmed(g)[0]!)).toBe(String(g.clock.now));
  });

  it("a duplicate post or a second post at once of the same address sends no second one", () => {
    const g = fakeGoogle();
    const concurrent: unknown[] = [];
    // Another post naming the address arrives while the first is sending its confirmation.
    g.hooks.onSendEmail = () => {
      if (concurrent.length === 0) concurrent.push(g.doPost(enquiry({ submissionId: "e2" })));
    };
    expect(g.doPost(enquiry({ submissionId: "e1" })).result).toBe("success");
    expect(concurrent).toEqual([{ result: "success", submissionId: "e2" }]);
    expect(g.mails).toHaveLength(1);
  });
});

describe("the quota's reserve for the office", () => {
  const OFFICE = { OFFICE_EMAIL: "admissions.office@college.test" };
  const QUOTA_NOTE = (left: number) =>
    `Confirmation not sent: the day's e-mail quota is down to the office's reserve (${left} left)`;

  it("with the quota near the reserve, visitors' confirmations stop and the office's admission notice still goes", () => {
    // 40 enquiries from 40 addresses against 30 e-mails left today, then an admission.
    const g = fakeGoogle({ properties: OFFICE, mailQuota: 30 });
    const replies = Array.from({ length: 40 }, (_, i) =>
      g.doPost(enquiry({ submissionId: `e${i}`, email: `visitor${i}@example.com` })),
    );
    expect(g.mails).toHaveLength(10);
    expect(g.mail.quota).toBe(20);
    expect(replies.slice(0, 10).every((r) => !("warnings" in r))).toBe(true);
    for (const reply of replies.slice(10))
      expect(reply.warnings).toEqual([{ code: "mail_quota", remaining: 20, reserve: 20 }]);
    expect(g.rows("Enquiries")!.at(-1)!.at(-1)).toBe(QUOTA_NOTE(20));

    const reply = g.doPost(admission({ submissionId: "9f8e7d6c-3333-4333-8333-333333333333" }));
    expect(reply).toEqual({
      result: "success",
      submissionId: "9f8e7d6c-3333-4333-8333-333333333333",
      warnings: [{ code: "mail_quota", remaining: 20, reserve: 20 }],
    });
    expect(g.mails.at(-1)!.to).toBe("admissions.office@college.test");
    expect(g.mails.at(-1)!.subject).toBe("New admission MBC-9F8E7D6C");
    expect(g.rows("Admissions")![1]!.at(-1)).toBe(`${QUOTA_NOTE(20)}; Office notice sent`);
  });

  it("while the quota is at the reserve every reply says so, an address already confirmed today included", () => {
    const g = fakeGoogle({ mailQuota: 21 });
    expect(g.doPost(enquiry({ submissionId: "e1" }))).toEqual({ result: "success", submissionId: "e1" });
    const again = g.doPost(enquiry({ submissionId: "e2" }));
    expect(again.warnings).toEqual([{ code: "mail_quota", remaining: 20, reserve: 20 }]);
    expect(g.mails).toHaveLength(1);
  });

  it("the reserve is the Script Property MAIL_RESERVE, 20 when unset or not a number", () => {
    for (const [reserve, quota, sent] of [
      [undefined, 21, true],
      [undefined, 20, false],
      ["5", 6, true],
      ["5", 5, false],
      ["none", 20, false],
      ["-3", 20, false],
      ["0", 1, true],
    ] as const) {
      const g = fakeGoogle({ properties: reserve === undefined ? {} : { MAIL_RESERVE: reserve }, mailQuota: quota });
      const reply = g.doPost(enquiry());
      expect(g.mails.length, `${reserve} ${quota}`).toBe(sent ? 1 : 0);
      expect("warnings" in reply, `${reserve} ${quota}`).toBe(!sent);
    }
  });

  it("a confirmation held back by the reserve does not count against the address: a later one goes", () => {
    const g = fakeGoogle({ mailQuota: 20 });
    g.doPost(enquiry({ submissionId: "e1" }));
    expect(g.mails).toHaveLength(0);
    g.mail.quota = 100; // the next day's quota
    g.doPost(enquiry({ submissionId: "e2" }));
    expect(g.mails.map((m) => m.to)).toEqual(["s@example.com"]);
  });
});

describe("Drive's fill", () => {
  it("over 80% of the account's storage is reported in the reply, and the row is kept", () => {
    const g = fakeGoogle({ storageUsed: 12.5 * GB });
    expect(g.doPost(admission())).toEqual({
      result: "success",
      submissionId: "a1",
      warnings: [{ code: "drive_full", percent: 83 }],
    });
    expect(g.rows("Admissions")).toHaveLength(2);
    expect(g.doPost(enquiry()).warnings).toEqual([{ code: "drive_full", percent: 83 }]);
  });

  it("at 80% or below, or when Drive cannot say, the reply carries no warning", () => {
    const g = fakeGoogle({ storageUsed: 12 * GB });
    expect(g.doPost(enquiry({ submissionId: "e1" }))).toEqual({ result: "success", submissionId: "e1" });
    g.drive.failing = "Service unavailable: Drive";
    expect(g.doPost(enquiry({ submissionId: "e2" }))).toEqual({ result: "success", submissionId: "e2" });
  });

  it("both warnings together; a duplicate carries none", () => {
    const g = fakeGoogle({ storageUsed: 15 * GB, mailQuota: 3 });
    const reply = g.doPost(enquiry());
    expect(reply.warnings).toEqual([
      { code: "mail_quota", remaining: 3, reserve: 20 },
      { code: "drive_full", percent: 100 },
    ]);
    expect(g.doPost(enquiry())).toEqual({ result: "success", submissionId: enquiry().submissionId, duplicate: true });
  });
});

describe("erasing an applicant", () => {
  const A = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
  const B = "0a1b2c3d-4e5f-4a6b-8c7d-000000000000";
  // The Worker's keyed hash of an id (any 64 hex digits will do here: the script only keeps and compares it).
  const keyOf = (id: string) => createHash("sha256").update(`key:${id}`).digest("hex");
  const erase = (id: unknown = A, erasureKey: unknown = typeof id === "string" ? keyOf(id) : keyOf(A)) => ({
    action: "erase",
    submissionId: id,
    erasureKey,
  });
  const ids = (cells: Cell[][] | undefined) => (cells ?? []).slice(1).map((row) => displayText(row[0]));
  const allFiles = (g: ReturnType<typeof fakeGoogle>) => g.folders.flatMap((f) => f.files);
  const named = (g: ReturnType<typeof fakeGoogle>, id: string) => allFiles(g).filter((f) => f.name.startsWith(id));

  it("deletes the id's rows in every tab and its files for good; other submissions stay", () => {
    const g = fakeGoogle();
    expect(g.doPost(admission({ submissionId: A })).result).toBe("success");
    expect(g.doPost(admission({ submissionId: B })).result).toBe("success");
    expect(g.doPost(enquiry({ submissionId: A })).result).toBe("success");
    expect(g.doPost(enquiry({ submissionId: B })).result).toBe("success");

    expect(g.doPost(erase())).toEqual({ result: "success", submissionId: A, erased: { rows: 2, files: 4 } });
    expect(ids(g.rows("Admissions"))).toEqual([B]);
    expect(ids(g.rows("Enquiries"))).toEqual([B]);
    // Gone, not in the bin: Drive's bin keeps a file 30 days.
    expect(named(g, A)).toEqual([]);
    expect(g.files.filter((f) => f.name.startsWith(A)).every((f) => f.deleted && !f.trashed)).toBe(true);
    expect(named(g, B)).toHaveLength(4);
    expect(named(g, B).every((f) => !f.trashed && !f.deleted)).toBe(true);
    // The header rows stay.
    expect(displayText(g.rows("Admissions")![0]![0])).toBe("Submission ID");
  });

  it("finds the row in a renamed tab", () => {
    const g = fakeGoogle();
    expect(g.doPost(admission({ submissionId: A })).result).toBe("success");
    g.renameTab("Admissions", "Admissions 2026");
    expect(g.doPost(erase()).erased).toEqual({ rows: 1, files: 4 });
    expect(ids(g.rows("Admissions 2026"))).toEqual([]);
  });

  it("finds the row when the office inserted columns before the Submission ID", () => {
    const g = fakeGoogle();
    expect(g.doPost(visit({ submissionId: A })).result).toBe("success");
    expect(g.doPost(visit({ submissionId: B })).result).toBe("success");
    const tab = g.rows("Visit requests")!;
    for (const [i, row] of tab.entries()) row.unshift(i === 0 ? "Called back?" : "yes", i === 0 ? "Notes" : "");
    expect(g.doPost(erase()).erased).toEqual({ rows: 1, files: 0 });
    expect(
      g
        .rows("Visit requests")!
        .slice(1)
        .map((row) => displayText(row[2])),
    ).toEqual([B]);
  });

  it("finds a row moved to an archive tab of the office's own, and leaves tabs without the header alone", () => {
    const g = fakeGoogle();
    expect(g.doPost(enquiry({ submissionId: A })).result).toBe("success");
    const moved = g.rows("Enquiries")!.splice(1, 1)[0]!;
    g.addTab("Archive", [
      ["Year", "Submission ID", "Name"],
      ["2025", moved[0]!, "Sita"],
    ]);
    g.addTab("Notes", [["Something else"], [A]]);
    expect(g.doPost(erase()).erased).toEqual({ rows: 1, files: 0 });
    expect(g.rows("Archive")).toEqual([["Year", "Submission ID", "Name"]]);
    expect(g.rows("Notes")).toEqual([["Something else"], [A]]);
  });

  it("finds the files in another folder (DOCUMENTS_FOLDER_ID changed since) and in the bin", () => {
    const g = fakeGoogle();
    expect(g.doPost(admission({ submissionId: A })).result).toBe("success");
    // The office starts a new folder: the old one keeps A's files; one of them was already in the bin.
    g.props.delete("DOCUMENTS_FOLDER_ID");
    expect(g.doPost(admission({ submissionId: B })).result).toBe("success");
    expect(g.folders).toHaveLength(2);
    g.folders[0]!.files[0]!.trashed = true;
    expect(g.doPost(erase()).erased).toEqual({ rows: 1, files: 4 });
    expect(named(g, A)).toEqual([]);
    expect(g.folders[1]!.files.filter((f) => f.name.startsWith(B))).toHaveLength(4);
  });

  it("answers what it erased of the id in all, so asking again reports the same; an id never held is 0 and 0", () => {
    const g = fakeGoogle();
    expect(g.doPost(admission({ submissionId: A })).result).toBe("success");
    expect(g.doPost(erase()).erased).toEqual({ rows: 1, files: 4 });
    expect(g.doPost(erase())).toEqual({ result: "success", submissionId: A, erased: { rows: 1, files: 4 } });
    expect(fakeGoogle().doPost(erase(B))).toEqual({
      result: "success",
      submissionId: B,
      erased: { rows: 0, files: 0 },
    });
  });

  it("keeps only the erasure key, never the id, and refuses the erased submission sent again", () => {
    const g = fakeGoogle();
    const sent = admission({ submissionId: A, erasureKey: keyOf(A) });
    expect(g.doPost(sent).result).toBe("success");
    expect(g.doPost(erase()).result).toBe("success");
    expect([...g.props.keys()].filter((k) => k.startsWith("ERASED_"))).toEqual([`ERASED_${keyOf(A)}`]);
    expect(JSON.stringify([...g.props])).not.toContain(A);

    const before = named(g, A).length + g.files.length;
    expect(g.doPost(sent)).toEqual({ result: "error", error: "erased" });
    expect(ids(g.rows("Admissions"))).toEqual([]);
    expect(named(g, A).length + g.files.length).toBe(before);
    expect(g.mails.filter((m) => m.subject.includes(submissionReference(A)))).toHaveLength(1);
    // Another submission is written as ever.
    expect(g.doPost(admission({ submissionId: B, erasureKey: keyOf(B) })).result).toBe("success");
  });

  it("carries its records into a copy of the spreadsheet, whose script starts with none, and nothing else", () => {
    const original = fakeGoogle({ properties: { OFFICE_EMAIL: "office@example.edu.np" } });
    const sent = admission({ submissionId: A, erasureKey: keyOf(A) });
    expect(original.doPost(sent).result).toBe("success");
    expect(original.doPost(erase()).result).toBe("success");
    expect(original.doPost(enquiry({ submissionId: B, erasureKey: keyOf(B) })).result).toBe("success");
    expect([...original.props.keys()].some((k) => k.startsWith("CONFIRMED_"))).toBe(true);
    // Run twice, as an office may: the tab is replaced, not doubled.
    original.run("keepErasuresForCopy");
    original.run("keepErasuresForCopy");
    const record = `ERASED_${keyOf(A)}`;
    expect(original.rows("Erasure records")!.map((row) => row.map(displayText))).toEqual([
      ["Property", "Value"],
      [record, original.props.get(record)],
    ]);
    expect(JSON.stringify(original.tabs())).not.toContain(SECRET);

    // A copy whose script was not given the records writes the erased submission again.
    expect(fakeGoogle({ tabs: original.tabs() }).doPost(sent).result).toBe("success");

    const copy = fakeGoogle({ tabs: original.tabs() });
    copy.run("takeErasuresFromCopy");
    expect(copy.rows("Erasure records")).toBeUndefined();
    expect(copy.props.get(record)).toBe(original.props.get(record));
    expect(copy.doPost(sent)).toEqual({ result: "error", error: "erased" });
    expect(ids(copy.rows("Admissions"))).toEqual([]);
    // What the original erased is still counted: asked again, the copy answers the same.
    expect(copy.doPost(erase()).erased).toEqual({ rows: 1, files: 4 });
  });

  it("takes only records of its own shape, keeps one it has, and says what to do when the copy has no tab", () => {
    const record = `ERASED_${keyOf(A)}`;
    const copy = fakeGoogle({
      properties: { [record]: '{"rows":1,"files":0}' },
      tabs: [
        [
          "Erasure records",
          [
            ["Property", "Value"],
            ["RELAY_SECRET", "someone else's"],
            [record, '{"rows":0,"files":0}'],
            [`ERASED_${keyOf(B)}`, '{"rows":1,"files":0}'],
            ["ERASED_abc", "{}"],
          ],
        ],
      ],
    });
    copy.run("takeErasuresFromCopy");
    expect(copy.props.get("RELAY_SECRET")).toBe(SECRET);
    expect(copy.props.get(record)).toBe('{"rows":1,"files":0}');
    expect([...copy.props.keys()].filter((k) => k.startsWith("ERASED_")).sort()).toEqual(
      [record, `ERASED_${keyOf(B)}`].sort(),
    );
    expect(() => fakeGoogle().run("takeErasuresFromCopy")).toThrow(/run keepErasuresForCopy in the original/);
  });

  it("checks the erasure key under the lock: a refused post waits for the lock first", () => {
    const reads = (body: Record<string, unknown>) => {
      const g = fakeGoogle({ otherHoldsLock: true });
      expect(g.doPost(body)).toEqual({ result: "error", error: "busy" });
      return g.calls.filter((c) => c.startsWith("Properties.")).length;
    };
    // Refused busy, it read no more than a post without a key: the key is looked up only once the lock is held.
    expect(reads(enquiry({ submissionId: A, erasureKey: keyOf(A) }))).toBe(reads(enquiry({ submissionId: A })));
  });

  it("is authenticated exactly like a delivery: without the secret nothing is touched", () => {
    const g = fakeGoogle();
    expect(g.doPost(admission({ submissionId: A })).result).toBe("success");
    const before = g.calls.length;
    for (const secret of ["nope", "", null]) {
      expect(g.doPost({ ...erase(), relaySecret: secret })).toEqual({ result: "error", error: "unauthorised" });
    }
    expect(g.calls.slice(before).filter((c) => SHEET_AND_DRIVE.test(c))).toEqual([]);
    expect(ids(g.rows("Admissions"))).toEqual([A]);
  });

  it("names only a website id and an erasure key: anything else is refused before the sheet or Drive", () => {
    const g = fakeGoogle();
    for (const id of ["", "a1", `${A}" or title contains "`, A.toUpperCase(), 42, null]) {
      expect(g.doPost(erase(id))).toEqual({ result: "error", error: "submissionId is not one the website makes" });
    }
    for (const key of [null, "", "abc", A, keyOf(A).toUpperCase()])
      expect(g.doPost(erase(A, key))).toEqual({ result: "error", error: "erasureKey is missing" });
    expect(g.calls.filter((c) => SHEET_AND_DRIVE.test(c))).toEqual([]);
  });

  it("without the Drive advanced service it refuses before touching the sheet, saying what to add", () => {
    const g = fakeGoogle({ driveService: false });
    expect(g.doPost(admission({ submissionId: A })).result).toBe("success");
    const before = g.calls.length;
    const reply = g.doPost(erase());
    expect(reply.result).toBe("error");
    expect(reply.error).toMatch(/Drive advanced service.*Services, Drive API/);
    expect(g.calls.slice(before).filter((c) => SHEET_AND_DRIVE.test(c))).toEqual([]);
    expect(ids(g.rows("Admissions"))).toEqual([A]);
  });

  it("waits for the lock like a delivery, and answers busy erasing nothing", () => {
    const g = fakeGoogle({ otherHoldsLock: true });
    expect(g.doPost(erase())).toEqual({ result: "error", error: "busy" });
    expect(g.calls.filter((c) => /^(Sheet|DriveApp|Folder|File|Drive\.Files)\./.test(c))).toEqual([]);
  });

  it("a row the office copied by hand goes too", () => {
    const g = fakeGoogle();
    expect(g.doPost(visit({ submissionId: A })).result).toBe("success");
    const sheet = g.rows("Visit requests")!;
    sheet.push([...sheet[1]!]);
    expect(g.doPost(erase()).erased).toEqual({ rows: 2, files: 0 });
    expect(ids(g.rows("Visit requests"))).toEqual([]);
  });

  it("a Drive failure is an error the Worker retries, whose answer still counts the rows erased before it", () => {
    const g = fakeGoogle();
    expect(g.doPost(admission({ submissionId: A })).result).toBe("success");
    g.drive.failing = "Service Drive failed";
    const reply = g.doPost(erase());
    expect(reply).toEqual({ result: "error", error: "Service Drive failed" });
    expect(g.lockHeld()).toBe(false);
    g.drive.failing = null;
    expect(g.doPost(erase()).erased).toEqual({ rows: 1, files: 4 });
  });
});
