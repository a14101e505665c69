/**
 * The college's spreadsheet script (issue 3). Paste this file into the
 * Apps Script editor of the Google Sheet that should receive the website's
 * forms, and deploy it as a web app (Execute as: Me; Who has access: Anyone).
 * The README's "Forms and the college's spreadsheet" section walks through it.
 *
 * The website's Worker POSTs one JSON submission per request:
 *   { ...the form's fields (SPEC §3), submissionId: "<uuid>", submittedAt: "<ISO 8601, +05:45>" }
 * to the deployment URL of ONE form, with ?form=<name> optional — the form
 * is told apart by its fields, so one deployment can serve all three.
 *
 * It answers {"result":"success"} or {"result":"error","error":"…"}: Apps
 * Script cannot set HTTP status codes, so the Worker reads this JSON.
 */

var TIME_ZONE = "Asia/Kathmandu";
var DRIVE_FOLDER_NAME = "Website admission files";
var LIST_SEPARATOR = ", ";

// Column order per form: SPEC §3 field names. Headers are written on first use.
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
  var lock = LockService.getScriptLock();
  try {
    var data = JSON.parse(e.postData.contents);
    var form = formOf(data, e.parameter && e.parameter.form);
    if (!form) return reply({ result: "error", error: "Unknown form" });
    if (!data.submissionId) return reply({ result: "error", error: "submissionId missing" });

    // One writer at a time: the duplicate check and the append must not interleave.
    lock.waitLock(30000);
    var sheet = sheetFor(form);
    if (alreadyRecorded(sheet, data.submissionId)) return reply({ result: "success", duplicate: true });

    var row = [data.submissionId, kathmanduTime(data.submittedAt), kathmanduTime(new Date().toISOString())];
    FORMS[form].forEach(function (field) {
      var value = data[field];
      if (FILE_FIELDS[field]) value = saveFiles(value, data.submissionId, field);
      row.push(readable(value));
    });
    sheet.appendRow(row);
    return reply({ result: "success" });
  } catch (error) {
    return reply({ result: "error", error: String(error && error.message ? error.message : error) });
  } finally {
    lock.releaseLock();
  }
}

/** A simple GET so the office can open the URL and see the script is alive. */
function doGet() {
  return reply({ result: "success", message: "The college's form script is running." });
}

function formOf(data, hint) {
  if (hint && FORMS[hint]) return hint;
  if ("studentName" in data) return "admission";
  if ("fullName" in data) return "visit";
  if ("contactNo" in data) return "enquiry";
  return null;
}

function sheetFor(form) {
  var book = SpreadsheetApp.getActiveSpreadsheet();
  var sheet = book.getSheetByName(SHEET_NAMES[form]) || book.insertSheet(SHEET_NAMES[form]);
  if (sheet.getLastRow() === 0) {
    sheet.appendRow(["Submission ID", "Submitted (Kathmandu)", "Recorded (Kathmandu)"].concat(FORMS[form].map(header)));
    sheet.setFrozenRows(1);
    sheet.getRange(1, 1, 1, sheet.getLastColumn()).setFontWeight("bold");
  }
  return sheet;
}

/** "guardianContactNumber" → "Guardian contact number". */
function header(field) {
  var words = field.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function alreadyRecorded(sheet, id) {
  var last = sheet.getLastRow();
  if (last < 2) return false;
  return sheet.getRange(2, 1, last - 1, 1).createTextFinder(String(id)).matchEntireCell(true).findNext() !== null;
}

function kathmanduTime(iso) {
  var date = iso ? new Date(iso) : new Date();
  if (isNaN(date.getTime())) date = new Date();
  return Utilities.formatDate(date, TIME_ZONE, "yyyy-MM-dd HH:mm:ss");
}

function readable(value) {
  if (value === undefined || value === null) return "";
  if (Object.prototype.toString.call(value) === "[object Array]") return value.map(readable).join(LIST_SEPARATOR);
  // A leading "=", "+", "-" or "@" would be read as a formula (e.g. phone "+977…").
  var text = String(value);
  return /^[=+\-@]/.test(text) ? "'" + text : text;
}

/** Save data-URL images to Drive; the row gets their links. */
function saveFiles(value, id, field) {
  var list = Object.prototype.toString.call(value) === "[object Array]" ? value : [value];
  var folder = driveFolder();
  return list.map(function (dataUrl, i) {
    var match = /^data:(image\/(jpeg|png|webp|gif));base64,(.*)$/.exec(String(dataUrl || ""));
    if (!match) return "";
    var name = id + "-" + field + (list.length > 1 ? "-" + (i + 1) : "") + "." + (match[2] === "jpeg" ? "jpg" : match[2]);
    var blob = Utilities.newBlob(Utilities.base64Decode(match[3]), match[1], name);
    return folder.createFile(blob).getUrl();
  });
}

function driveFolder() {
  var folders = DriveApp.getFoldersByName(DRIVE_FOLDER_NAME);
  return folders.hasNext() ? folders.next() : DriveApp.createFolder(DRIVE_FOLDER_NAME);
}

function reply(object) {
  return ContentService.createTextOutput(JSON.stringify(object)).setMimeType(ContentService.MimeType.JSON);
}
