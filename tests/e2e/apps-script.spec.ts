import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { expect, test } from "@playwright/test";

/**
 * apps-script/Code.gs, run in Node against small fakes of the Apps Script
 * services it uses (no browser needed): rows, headers, lists, Kathmandu
 * time, Drive links, de-duplication and the JSON replies the relay reads.
 */
const source = readFileSync(new URL("../../apps-script/Code.gs", import.meta.url), "utf8");

function fakeGoogle() {
  const sheets = new Map<string, unknown[][]>();
  const files: { name: string; type: string; bytes: Buffer }[] = [];
  let locked = 0;
  const sheetApi = (name: string) => {
    const rows = sheets.get(name)!;
    return {
      getLastRow: () => rows.length,
      getLastColumn: () => rows[0]?.length ?? 0,
      appendRow: (row: unknown[]) => rows.push(row),
      setFrozenRows: () => {},
      getRange: (row: number, col: number, numRows: number) => ({
        setFontWeight: () => {},
        createTextFinder: (text: string) => ({
          matchEntireCell: () => ({
            findNext: () => (rows.slice(row - 1, row - 1 + numRows).some((r) => String(r[col - 1]) === text) ? {} : null),
          }),
        }),
      }),
    };
  };
  const globals = {
    LockService: { getScriptLock: () => ({ waitLock: () => locked++, releaseLock: () => {} }) },
    SpreadsheetApp: {
      getActiveSpreadsheet: () => ({
        getSheetByName: (name: string) => (sheets.has(name) ? sheetApi(name) : null),
        insertSheet: (name: string) => (sheets.set(name, []), sheetApi(name)),
      }),
    },
    Utilities: {
      formatDate: (date: Date, timeZone: string) =>
        new Intl.DateTimeFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "medium" }).format(date),
      base64Decode: (text: string) => [...Buffer.from(text, "base64")],
      newBlob: (bytes: number[], type: string, name: string) => ({ bytes: Buffer.from(bytes), type, name }),
    },
    DriveApp: {
      getFoldersByName: () => ({ hasNext: () => false }),
      createFolder: () => ({
        createFile: (blob: { bytes: Buffer; type: string; name: string }) => {
          files.push(blob);
          return { getUrl: () => `https://drive.google.com/file/d/${blob.name}/view` };
        },
      }),
    },
    ContentService: {
      MimeType: { JSON: "application/json" },
      createTextOutput: (text: string) => ({ setMimeType: () => ({ text }) }),
    },
  };
  const context = { ...globals } as Record<string, unknown>;
  runInNewContext(source, context);
  const doPost = (body: unknown) => JSON.parse((context.doPost as (e: unknown) => { text: string })({ postData: { contents: JSON.stringify(body) }, parameter: {} }).text);
  return { sheets, files, doPost, locks: () => locked };
}

test("records an enquiry with headers, Kathmandu time and a formula-safe phone number", () => {
  const g = fakeGoogle();
  const reply = g.doPost({ name: "Sita", email: "s@example.com", contactNo: "+977 9800000000", message: "=HYPERLINK(x)", submissionId: "id-1", submittedAt: "2026-11-23T03:15:00.000+05:45" });
  expect(reply).toEqual({ result: "success" });
  const rows = g.sheets.get("Enquiries")!;
  expect(rows[0]).toEqual(["Submission ID", "Submitted (Kathmandu)", "Recorded (Kathmandu)", "Name", "Email", "Contact no", "Message"]);
  expect(rows[1]!.slice(0, 2)).toEqual(["id-1", "2026-11-23 03:15:00"]);
  expect(rows[1]!.slice(3)).toEqual(["Sita", "s@example.com", "'+977 9800000000", "'=HYPERLINK(x)"]);
  expect(g.locks()).toBe(1);
});

test("skips a submissionId it has already recorded", () => {
  const g = fakeGoogle();
  const body = { name: "A", email: "a@example.com", contactNo: "9800000000", message: "hi", submissionId: "dup", submittedAt: "2026-11-23T03:15:00.000+05:45" };
  expect(g.doPost(body).result).toBe("success");
  expect(g.doPost(body)).toEqual({ result: "success", duplicate: true });
  expect(g.sheets.get("Enquiries")).toHaveLength(2);
});

test("joins visit lists readably", () => {
  const g = fakeGoogle();
  g.doPost({
    fullName: "Hari", email: "h@example.com", phoneNumber: "9800000001", preferredContactMethod: ["Email", "SMS"], interests: ["L3IFDHES"],
    connectionMethod: "Request Phone Callback", preferredDate: "2027-01-15", preferredTimeSlot: ["Morning (9 AM – 12 PM)"], message: "",
    howHeard: ["Other"], submissionId: "v1", submittedAt: "2026-11-23T03:15:00.000+05:45",
  });
  const row = g.sheets.get("Visit requests")![1]!;
  expect(row[6]).toBe("Email, SMS");
  expect(row[8]).toBe("Request Phone Callback");
  expect(row[9]).toBe("2027-01-15");
});

test("saves admission images to Drive and puts their links in the row", () => {
  const g = fakeGoogle();
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const url = `data:image/png;base64,${png.toString("base64")}`;
  const reply = g.doPost({
    email: "g@example.com", studentName: "Gita", contactNumber: "9800000001", fathersName: "F", mothersName: "M", presentAddress: "P",
    permanentAddress: "Q", guardianContactNumber: "9800000002", academicPapers: [url, url], studentPhoto: url, transactionInfo: "ref",
    transactionDocument: url, submissionId: "a1", submittedAt: "2026-11-23T03:15:00.000+05:45",
  });
  expect(reply.result).toBe("success");
  expect(g.files.map((f) => f.name)).toEqual(["a1-academicPapers-1.png", "a1-academicPapers-2.png", "a1-studentPhoto.png", "a1-transactionDocument.png"]);
  expect(g.files[0]!.bytes.equals(png)).toBe(true);
  const row = g.sheets.get("Admissions")![1]!;
  expect(row[11]).toBe("https://drive.google.com/file/d/a1-academicPapers-1.png/view, https://drive.google.com/file/d/a1-academicPapers-2.png/view");
});

test("answers a JSON error for a body it cannot use", () => {
  const g = fakeGoogle();
  expect(g.doPost({ hello: "world" })).toEqual({ result: "error", error: "Unknown form" });
  expect(g.doPost({ name: "A", contactNo: "1" }).result).toBe("error");
});
