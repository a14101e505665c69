/**
 * The college's spreadsheet script. Paste this file into
 * the Apps Script editor of the Google Sheet that should receive the
 * website's forms, and deploy it as a web app (Execute as: Me; Who has
 * access: Anyone). The README's "Forms and the college's spreadsheet"
 * section walks through it.
 *
 * SET-UP: THE SHARED SECRET. The web app is open to anyone, so every post
 * must carry the secret the Worker holds as its RELAY_SECRET secret. In the
 * Apps Script editor: Project Settings (the gear) → Script Properties → Add
 * script property → Property: RELAY_SECRET, Value: the same long random
 * string as the Worker's (`npx wrangler secret put RELAY_SECRET`) → Save.
 * Until it is set, every post is refused as "unauthorised". Changing it
 * needs no new deployment; change both sides together.
 *
 * APPLICANTS' DOCUMENTS go to the Drive folder whose id is in the Script
 * Property DOCUMENTS_FOLDER_ID. Nothing to set up: the first admission
 * creates a folder "Website admission files" in this account's My Drive and
 * stores its id there. To use another folder of this account, put its id
 * (the last part of the folder's address) in the property; to start afresh,
 * delete the property. The folder is never looked up by name.
 *
 * PROTOCOL. The Worker POSTs one JSON submission per request:
 *   { ...the form's fields (requirements §3, as in FORMS below),
 *     submissionId: "<uuid>",             the idempotency key
 *     submittedAt: "<ISO 8601, +05:45>",
 *     relaySecret: "<RELAY_SECRET>" }
 * with ?form=<name> optional: the form is told apart by its fields, so one
 * deployment can serve all three. Apps Script cannot set HTTP status codes,
 * so every reply is JSON in a 200 body:
 *   {"result":"success","submissionId":"<id>"}                  row written
 *   {"result":"success","submissionId":"<id>","duplicate":true} id already in
 *       the sheet: nothing written, no Drive file saved again
 *   {"result":"error","error":"unauthorised"}  secret missing or wrong, body
 *       not JSON, or RELAY_SECRET not set: refused before the lock, the
 *       sheet or Drive are touched
 *   {"result":"error","error":"busy"}   another post held the lock for 10 s:
 *       nothing written; the Worker's outbox retries later
 *   {"result":"error","error":"<message>"}  anything else (unknown form,
 *       submissionId missing, a Sheets or Drive failure)
 * Only a success naming the id the Worker sent counts as delivered.
 *
 * RULES. The duplicate check, the Drive files and the row are done under the
 * script lock, flushed before it is released, so concurrent retries of one
 * submission give one row. Every cell (header row included) is formatted as
 * plain text before it is written, so "0098…" phone numbers and long bank
 * references stay exactly as typed; a value starting with = + - @ (in any
 * column, the id included) is also prefixed with ' so it is never a formula.
 * The secret is never written to the sheet and nothing is logged.
 */

var TIME_ZONE = "Asia/Kathmandu";
var DRIVE_FOLDER_NAME = "Website admission files";
var FOLDER_PROPERTY = "DOCUMENTS_FOLDER_ID";
var LIST_SEPARATOR = ", ";
var SECRET_PROPERTY = "RELAY_SECRET";
var LOCK_WAIT_MS = 10000;
var PLAIN_TEXT = "@";

// Column order per form: requirements §3 field names. Headers are written on first use.
var FORMS = {
  enquiry: ["name", "email", "contactNo", "message"],
  visit: [
    "fullName", "email", "phoneNumber", "preferredContactMethod", "interests", "connectionMethod",
    "preferredDate", "preferredTimeSlot", "message", "howHeard",
  ],
  admission: [
    "email", "studentName", "contactNumber", "fathersName", "mothersName", "presentAddress",
    "permanentAddress", "guardianContactNumber", "academicPapers", "studentPhoto", "transactionInfo",
    "transactionDocument",
  ],
};
var SHEET_NAMES = { enquiry: "Enquiries", visit: "Visit requests", admission: "Admissions" };
var FILE_FIELDS = { academicPapers: true, studentPhoto: true, transactionDocument: true };

function doPost(e) {
  var data = parseBody(e);
  // Authorise first: nothing else happens for a caller without the secret.
  if (!data || !secretMatches(data.relaySecret)) return reply({ result: "error", error: "unauthorised" });
  delete data.relaySecret;

  var form = formOf(data, e.parameter && e.parameter.form);
  if (!form) return reply({ result: "error", error: "Unknown form" });
  var id = data.submissionId === undefined || data.submissionId === null ? "" : String(data.submissionId);
  if (!id) return reply({ result: "error", error: "submissionId missing" });

  var lock = LockService.getScriptLock();
  var held = false;
  try {
    // One writer at a time: the duplicate check and the write must not interleave.
    held = lock.tryLock(LOCK_WAIT_MS);
    if (!held) return reply({ result: "error", error: "busy" });

    var sheet = sheetFor(form);
    if (alreadyRecorded(sheet, id)) return reply({ result: "success", submissionId: id, duplicate: true });

    var row = [id, kathmanduTime(data.submittedAt), kathmanduTime(new Date().toISOString())];
    var documents = once(driveFolder); // opened with the first file, once per post
    FORMS[form].forEach(function (field) {
      var value = data[field];
      if (FILE_FIELDS[field]) value = saveFiles(value, id, field, documents);
      row.push(value);
    });
    writeRow(sheet, sheet.getLastRow() + 1, row);
    SpreadsheetApp.flush(); // the row is in the sheet before the next writer's duplicate check
    return reply({ result: "success", submissionId: id });
  } catch (error) {
    return reply({ result: "error", error: String(error && error.message ? error.message : error) });
  } finally {
    if (held) lock.releaseLock();
  }
}

/** A simple GET so the office can open the URL and see the script is alive. */
function doGet() {
  return reply({ result: "success", message: "The college's form script is running." });
}

/** The posted JSON object, or null. Parse errors are not echoed: they quote the body. */
function parseBody(e) {
  try {
    var data = JSON.parse(e.postData.contents);
    return data && typeof data === "object" && Object.prototype.toString.call(data) !== "[object Array]" ? data : null;
  } catch (error) {
    return null;
  }
}

/**
 * Compares the posted secret with the RELAY_SECRET Script Property. False when
 * the property is unset or empty. The loop always runs over the whole expected
 * secret, so the time taken does not depend on where (or whether) they differ.
 */
function secretMatches(given) {
  var expected = PropertiesService.getScriptProperties().getProperty(SECRET_PROPERTY);
  if (typeof expected !== "string" || expected === "" || typeof given !== "string") return false;
  var diff = expected.length ^ given.length;
  for (var i = 0; i < expected.length; i++) {
    diff |= expected.charCodeAt(i) ^ (i < given.length ? given.charCodeAt(i) : 0);
  }
  return diff === 0;
}

function formOf(data, hint) {
  if (hint && FORMS.hasOwnProperty(hint)) return hint;
  if ("studentName" in data) return "admission";
  if ("fullName" in data) return "visit";
  if ("contactNo" in data) return "enquiry";
  return null;
}

function sheetFor(form) {
  var book = SpreadsheetApp.getActiveSpreadsheet();
  var sheet = book.getSheetByName(SHEET_NAMES[form]) || book.insertSheet(SHEET_NAMES[form]);
  if (sheet.getLastRow() === 0) {
    var headers = ["Submission ID", "Submitted (Kathmandu)", "Recorded (Kathmandu)"].concat(FORMS[form].map(header));
    writeRow(sheet, 1, headers);
    sheet.setFrozenRows(1);
    sheet.getRange(1, 1, 1, headers.length).setFontWeight("bold");
  }
  return sheet;
}

/**
 * Writes one row as plain text: the range is formatted "@" BEFORE the values
 * go in (appendRow would convert them as if typed: "0098…" → 98…, a 20-digit
 * reference → a rounded number, "=…" → a formula).
 */
function writeRow(sheet, rowNumber, values) {
  var cells = values.map(readable);
  sheet.getRange(rowNumber, 1, 1, cells.length).setNumberFormat(PLAIN_TEXT).setValues([cells]);
}

/** "guardianContactNumber" → "Guardian contact number". */
function header(field) {
  var words = field.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether column A already holds this id (as written, i.e. guarded, or bare). */
function alreadyRecorded(sheet, id) {
  var last = sheet.getLastRow();
  if (last < 2) return false;
  var ids = sheet.getRange(2, 1, last - 1, 1);
  var forms = readable(id) === id ? [id] : [readable(id), id];
  return forms.some(function (text) {
    return ids.createTextFinder(text).matchCase(true).matchEntireCell(true).findNext() !== null;
  });
}

function kathmanduTime(iso) {
  var date = iso ? new Date(iso) : new Date();
  if (isNaN(date.getTime())) date = new Date();
  return Utilities.formatDate(date, TIME_ZONE, "yyyy-MM-dd HH:mm:ss");
}

/** The text of one cell: lists joined, and a leading "=", "+", "-" or "@" (e.g. phone "+977…") guarded with '. */
function readable(value) {
  var text = plain(value);
  return /^[=+\-@]/.test(text) ? "'" + text : text;
}

function plain(value) {
  if (value === undefined || value === null) return "";
  if (Object.prototype.toString.call(value) === "[object Array]") return value.map(plain).join(LIST_SEPARATOR);
  return String(value);
}

/**
 * Save data-URL images to Drive; the row gets their links. Called only under
 * the lock and after the duplicate check. A file this submission already saved
 * (an earlier attempt that failed after Drive, before the row) is reused, not
 * saved twice.
 */
function saveFiles(value, id, field, documents) {
  var list = Object.prototype.toString.call(value) === "[object Array]" ? value : [value];
  return list.map(function (dataUrl, i) {
    var match = /^data:(image\/(jpeg|png|webp|gif));base64,(.*)$/.exec(String(dataUrl || ""));
    if (!match) return "";
    var folder = documents();
    var name = id + "-" + field + (list.length > 1 ? "-" + (i + 1) : "") + "." + (match[2] === "jpeg" ? "jpg" : match[2]);
    var existing = folder.getFilesByName(name);
    if (existing.hasNext()) return existing.next().getUrl();
    var blob = Utilities.newBlob(Utilities.base64Decode(match[3]), match[1], name);
    return folder.createFile(blob).getUrl();
  });
}

/**
 * The folder for applicants' documents, opened by the id kept in the
 * DOCUMENTS_FOLDER_ID Script Property. The first admission creates it and
 * stores the id; it runs under the script lock, so only one is ever made.
 * Never found by name: anyone can share a folder with this account, or name
 * one the same, and it would then receive applicants' documents. A folder
 * in the bin is replaced (files saved there would be deleted with it); one
 * that cannot be opened at all is an error the Worker retries, not a reason
 * to start a second folder while the first may hold documents.
 */
function driveFolder() {
  var properties = PropertiesService.getScriptProperties();
  var id = properties.getProperty(FOLDER_PROPERTY);
  if (id) {
    var folder = DriveApp.getFolderById(id);
    if (!folder.isTrashed()) return folder;
  }
  var created = DriveApp.createFolder(DRIVE_FOLDER_NAME);
  properties.setProperty(FOLDER_PROPERTY, created.getId());
  return created;
}

/** `make`, called on first use only; later calls return what it made. */
function once(make) {
  var made = null;
  return function () {
    return made || (made = make());
  };
}

function reply(object) {
  return ContentService.createTextOutput(JSON.stringify(object)).setMimeType(ContentService.MimeType.JSON);
}
