/**
 * The college's spreadsheet script. Paste this file into
 * the Apps Script editor of the Google Sheet that should receive the
 * website's forms, and deploy it as a web app (Execute as: Me; Who has
 * access: Anyone). docs/going-live.md, "The forms' spreadsheet and
 * script", walks through it.
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
 * E-MAILS. Once a new submission's row is written (never for a duplicate),
 * the script e-mails whoever sent the form a confirmation, in English with a
 * Nepali version beneath once the college has reviewed its Nepali
 * (COLLEGE.words.nepaliReviewed; English only until then), in fixed words only: which form arrived, its
 * reference, what happens next and how to reach the office. Nothing the
 * visitor typed goes into it (the address was never verified, so anyone can
 * name a stranger's): the greeting uses the name only when it cannot carry a
 * link (letters, spaces, ' and -, an initial's dot, at most 40 characters),
 * else it says "Hello". For a new admission it also e-mails the office one
 * line with links to the row and the Drive files, if the Script Property
 * OFFICE_EMAIL holds the office's address (Project Settings → Script
 * Properties, as for the secret). The e-mails go from this Google account
 * through MailApp, within its daily quota (about 100 recipients for a
 * consumer account). Two rules keep the quota for the college:
 *   - One confirmation per address per 24 hours, whatever the Worker posts:
 *     the time of the last one is kept in a Script Property named
 *     CONFIRMED_ and a SHA-256 of the address in lower case (a +tag and, for
 *     Gmail, dots left out), so no address is stored; older ones are
 *     deleted as new ones are written.
 *   - A reserve for the office: visitors' confirmations stop while the
 *     day's remaining quota is at or below the Script Property MAIL_RESERVE
 *     (20 when unset), so the office's notices still go.
 * Whatever happens to them is written in the row's last column, "E-mails"; an
 * e-mail that cannot be sent (quota used up, address refused) never costs
 * the row, and the reply is a success all the same. The college's contact
 * details and the e-mail's words are copied from the website's content into
 * the generated part below by `npm run apps-script`; change them there.
 *
 * WARNINGS. A success reply may carry "warnings" for the office, which the
 * Worker shows on its office page and in its alert e-mail: the account's
 * Drive (shared with Gmail) more than 80% full, where admissions' documents
 * will soon fail to save; and visitors' confirmations held back by the
 * reserve. Neither turns the post into a failure.
 *
 * PROTOCOL. The Worker POSTs one JSON submission per request:
 *   { ...the form's fields (requirements §3, as in FORMS below, in the generated part),
 *     language: "English" | "Nepali",     the page's language (its own column)
 *     submissionId: "<uuid>",             the idempotency key
 *     submittedAt: "<ISO 8601, +05:45>",
 *     relaySecret: "<RELAY_SECRET>" }
 * with ?form=<name> optional: the form is told apart by its fields, so one
 * deployment can serve all three. Apps Script cannot set HTTP status codes,
 * so every reply is JSON in a 200 body:
 *   {"result":"success","submissionId":"<id>"}                  row written
 *   {"result":"success","submissionId":"<id>","warnings":[…]}   row written,
 *       and the office should know (each warning is one of
 *       {"code":"drive_full","percent":<whole % of Drive used, over 80>}
 *       {"code":"mail_quota","remaining":<e-mails left today>,"reserve":<MAIL_RESERVE>})
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
 * ERASURE. When an applicant asks for their data to be erased, the office
 * erases them on its page and the Worker POSTs, with the same secret,
 *   { action: "erase", submissionId: "<uuid>", erasureKey: "<64 hex digits>",
 *     relaySecret: "<RELAY_SECRET>" }
 * Under the lock, every row whose "Submission ID" cell holds that id is
 * deleted, in every tab of the spreadsheet, whatever the tab is called and
 * wherever its "Submission ID" column has been moved (a tab without that
 * header is left alone); and every file in this account's Drive whose name
 * starts with "<id>-", in whatever folder and in the bin too, is deleted
 * for good (not moved to the bin). The reply is
 *   {"result":"success","submissionId":"<id>","erased":{"rows":<n>,"files":<n>}}
 * counting everything erased of this id, by this request and any before
 * it, so the Worker can compare it with what it knows the sheet was given
 * (it keeps its own copy and asks the office to check by hand when these
 * fall short); an error has the shapes above ("unauthorised", "busy", a
 * message). Copies the script cannot reach (the e-mails in the account's
 * Sent mail and the office's inbox, the sheet's version history) are
 * erased by hand: docs/office-guide.md, "Erasing an applicant".
 * Deleting for good needs the Drive advanced service: in the Apps Script
 * editor, Services (the + beside it) → Drive API → Add. Until it is added,
 * every erasure is refused, before anything is touched, with a message
 * saying so.
 *
 * ERASED STAYS ERASED. The erasure key is the Worker's keyed hash of the
 * id (never the id itself). The script keeps it, with what was erased, as
 * a Script Property named ERASED_ and the key, and refuses, under the same
 * lock, any later submission carrying that key:
 *   {"result":"error","error":"erased"}
 * so a replayed or restored submission is never written to the sheet again.
 * A copy of the spreadsheet (File → Make a copy, how the office clears the
 * sheet's version history: docs/office-guide.md) gets a copy of this
 * script with no Script Properties, so the records are carried across by
 * hand: run keepErasuresForCopy in the original's editor just before making
 * the copy, which writes every ERASED_ property (and nothing else) to the
 * tab "Erasure records"; the copy carries the tab, and
 * takeErasuresFromCopy, run in the copy's editor, keeps them as the copy's
 * own Script Properties and deletes the tab.
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
var OFFICE_EMAIL_PROPERTY = "OFFICE_EMAIL";
var MAIL_HEADER = "E-mails";
var RESERVE_PROPERTY = "MAIL_RESERVE";
var DEFAULT_RESERVE = 20;
var CONFIRMED_PREFIX = "CONFIRMED_";
var ERASED_PREFIX = "ERASED_";
var ID_HEADER = "Submission ID";
var ERASURES_TAB = "Erasure records";
// The Worker's keyed hash of an erased id (HMAC-SHA-256, hexadecimal): all the script keeps of it.
var ERASURE_KEY = /^[0-9a-f]{64}$/;
var CONFIRMATION_INTERVAL_MS = 24 * 60 * 60 * 1000;
var DRIVE_WARNING_SHARE = 0.8;
var GREETING_NAME_MAX = 40;
// The ids the website makes (crypto.randomUUID), the only ones an erasure may name: they go into a Drive search.
var SUBMISSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// One word of a name fit for the greeting: Latin or Devanagari letters, joined by ' or -, an initial's dot.
var LETTERS = "[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0900-\u097F\u200C\u200D]+";
var NAME_WORD = new RegExp("^" + LETTERS + "(['\u2019-]" + LETTERS + ")*\\.?$");

// ── Generated by `npm run apps-script` from app/content/ and app/forms/contract/: edit those, not this. ──
var COLLEGE = {
  "name": "MBC College",
  "phones": [
    "+977-1-5900000",
    "+977-9800000000"
  ],
  "emails": [
    "info@example.edu.np",
    "admissions@example.edu.np"
  ],
  "address": "Yeti Marg, Kamalpokhari, Kathmandu, Nepal",
  "admissionsHours": "Sunday to Friday, 9:00 AM – 5:00 PM (Kathmandu time)",
  "inNepali": {
    "phones": [
      "+९७७-१-५९०००००",
      "+९७७-९८००००००००"
    ],
    "address": "यती मार्ग, कमलपोखरी, काठमाडौँ, नेपाल",
    "admissionsHours": "आइतबारदेखि शुक्रबारसम्म, बिहान ९:०० – बेलुका ५:०० (काठमाडौँको समयअनुसार)",
    "forms": {
      "enquiry": {
        "title": "सोधपुछ पठाइयो",
        "received": "कलेजले तपाईँको सोधपुछ प्राप्त गरेको छ।"
      },
      "visit": {
        "title": "भ्रमण अनुरोध पठाइयो",
        "received": "कलेजले तपाईँको भ्रमण अनुरोध प्राप्त गरेको छ।"
      },
      "admission": {
        "title": "आवेदन प्राप्त भयो",
        "received": "कलेजले तपाईँको आवेदन र कागजातहरू प्राप्त गरेको छ।"
      }
    },
    "referenceNote": "यसबारे कलेज कार्यालयमा सम्पर्क गर्दा कृपया यो सन्दर्भ नम्बर उल्लेख गर्नुहोस्।"
  },
  "referenceNote": "Please quote this reference if you contact the college office about it.",
  "forms": {
    "enquiry": {
      "title": "Enquiry sent",
      "english": "Thank you! Our college office will contact you soon.",
      "nepali": "धन्यवाद। हाम्रो कलेज कार्यालयले तपाईँसँग चाँडै सम्पर्क गर्नेछ।",
      "received": "The college has received your enquiry."
    },
    "visit": {
      "title": "Visit request sent",
      "english": "Thank you! Your visit request has reached our admissions office. We will contact you soon to confirm the date and time.",
      "nepali": "धन्यवाद। तपाईँको भ्रमण अनुरोध हाम्रो भर्ना कार्यालयमा पुगेको छ। मिति र समय पक्का गर्न हामी तपाईँसँग चाँडै सम्पर्क गर्नेछौँ।",
      "received": "The college has received your visit request."
    },
    "admission": {
      "title": "Application received",
      "english": "Thank you! Your application and documents have reached our admissions office. We review applications within 5 to 7 business days and will contact you with the outcome.",
      "nepali": "धन्यवाद। तपाईँको आवेदन र कागजातहरू हाम्रो भर्ना कार्यालयमा पुगेका छन्। हामी ५ देखि ७ कार्यदिनभित्र आवेदन हेरेर निर्णयबारे तपाईँसँग सम्पर्क गर्नेछौँ।",
      "received": "The college has received your application and documents."
    }
  },
  "words": {
    "english": {
      "greeting": "Dear {name},",
      "neutralGreeting": "Hello,",
      "referenceLine": "Your reference is {reference}.",
      "noDocuments": "Your documents are not attached to this e-mail: they are kept safely with the admissions office.",
      "nextSteps": "What happens next:",
      "contact": "How to reach the college office:",
      "hours": "Admissions office hours:",
      "localTime": "(Kathmandu time)",
      "notYou": "If you did not send this form, please ignore this e-mail: someone may have typed your address by mistake. The college sends at most one such e-mail to an address a day.",
      "closing": "With best wishes,",
      "automatic": "This e-mail was sent automatically when your form reached the college."
    },
    "nepali": {
      "heading": "नेपालीमा:",
      "greeting": "आदरणीय {name},",
      "neutralGreeting": "नमस्कार,",
      "referenceLine": "तपाईँको सन्दर्भ नम्बर {reference} हो।",
      "nextSteps": "अब के हुन्छ:",
      "noDocuments": "तपाईँका कागजातहरू यो इमेलसँग संलग्न छैनन्; ती भर्ना कार्यालयमा सुरक्षित राखिएका छन्।",
      "notYou": "तपाईँले यो फारम पठाउनुभएको होइन भने कृपया यो इमेललाई बेवास्ता गर्नुहोस्: कसैले गल्तीले तपाईँको इमेल ठेगाना लेखेको हुन सक्छ। कलेजले एउटै इमेल ठेगानामा दिनमा यस्तो इमेल एउटाभन्दा बढी पठाउँदैन।",
      "contact": "कलेज कार्यालयमा सम्पर्क गर्न:",
      "hours": "भर्ना कार्यालय खुल्ने समय:",
      "localTime": "(काठमाडौँको समयअनुसार)",
      "closing": "शुभकामनासहित,",
      "automatic": "तपाईँको फारम कलेजमा पुग्नेबित्तिकै यो इमेल स्वचालित रूपमा पठाइएको हो।"
    },
    "nepaliReviewed": false
  }
};
var FORMS = {
  enquiry: ["name","email","contactNo","message"],
  visit: ["fullName","email","phoneNumber","preferredContactMethod","interests","connectionMethod","preferredDate","preferredTimeSlot","message","howHeard"],
  admission: ["email","studentName","contactNumber","fathersName","mothersName","presentAddress","permanentAddress","guardianContactNumber","academicPapers","studentPhoto","transactionInfo","transactionDocument","consent"],
};
var COLUMNS = {
  enquiry: {"name":"Name","email":"Email","contactNo":"Contact no","message":"Message"},
  visit: {"fullName":"Full name","email":"Email","phoneNumber":"Phone number","preferredContactMethod":"Preferred contact method","interests":"Interests","connectionMethod":"Connection method","preferredDate":"Preferred date","preferredTimeSlot":"Preferred time slot","message":"Message","howHeard":"How heard"},
  admission: {"email":"Email","studentName":"Student name","contactNumber":"Contact number","fathersName":"Fathers name","mothersName":"Mothers name","presentAddress":"Present address","permanentAddress":"Permanent address","guardianContactNumber":"Guardian contact number","academicPapers":"Academic papers","studentPhoto":"Student photo","transactionInfo":"Transaction info","transactionDocument":"Transaction document","consent":"Consent"},
};
var FILE_FIELDS = {
  academicPapers: true,
  studentPhoto: true,
  transactionDocument: true,
};
var NAME_FIELDS = {
  enquiry: "name",
  visit: "fullName",
  admission: "studentName",
};
// ── End of the generated part. ──

// Each form's columns (FORMS, COLUMNS), the fields whose images go to Drive (FILE_FIELDS) and the
// field a confirmation greets by (NAME_FIELDS) are in the generated part above, from the website's
// fields. Headers are written on first use. An admission's "Consent" column holds "yes": the applicant
// ticked the privacy notice's consent box, at the time in "Submitted (Kathmandu)".
// After the form's own fields: the language of the page the applicant used ("English" or "Nepali").
var LANGUAGE_HEADER = "Language";
var SHEET_NAMES = { enquiry: "Enquiries", visit: "Visit requests", admission: "Admissions" };

function doPost(e) {
  var data = parseBody(e);
  // Authorise first: nothing else happens for a caller without the secret.
  if (!data || !secretMatches(data.relaySecret)) return reply({ result: "error", error: "unauthorised" });
  delete data.relaySecret;
  if (data.action === "erase") return erase(data.submissionId, data.erasureKey);

  var form = formOf(data, e.parameter && e.parameter.form);
  if (!form) return reply({ result: "error", error: "Unknown form" });
  var id = data.submissionId === undefined || data.submissionId === null ? "" : String(data.submissionId);
  if (!id) return reply({ result: "error", error: "submissionId missing" });

  var lock = LockService.getScriptLock();
  var held = false;
  var recorded = null;
  try {
    // One writer at a time: the duplicate check and the write must not interleave.
    held = lock.tryLock(LOCK_WAIT_MS);
    if (!held) return reply({ result: "error", error: "busy" });

    // An erased submission, replayed or brought back by a restore, is never written again.
    if (wasErased(data.erasureKey)) return reply({ result: "error", error: "erased" });
    var sheet = sheetFor(form);
    if (rowOf(sheet, id) > 0) return reply({ result: "success", submissionId: id, duplicate: true });

    var row = [id, kathmanduTime(data.submittedAt), kathmanduTime(new Date().toISOString())];
    var documents = once(driveFolder); // opened with the first file, once per post
    var links = [];
    FORMS[form].forEach(function (field) {
      var value = data[field];
      if (FILE_FIELDS[field]) {
        value = saveFiles(value, id, field, documents);
        links = links.concat(value.filter(Boolean));
      }
      row.push(value);
    });
    row.push(data.language); // "Language"
    row.push(""); // "E-mails", filled in once they are sent
    writeRow(sheet, sheet.getLastRow() + 1, row);
    SpreadsheetApp.flush(); // the row is in the sheet before the next writer's duplicate check
    // Decided under the lock, once the row stands: two posts naming one address cannot both send.
    recorded = { sheet: sheet, links: links, confirmation: planConfirmation(data) };
  } catch (error) {
    return reply({ result: "error", error: errorText(error) });
  } finally {
    if (held) lock.releaseLock();
  }
  // The row is written and the lock released: only this post can send its e-mails.
  var warnings = sendEmails(form, id, data, recorded).concat(driveWarnings());
  var answer = { result: "success", submissionId: id };
  if (warnings.length > 0) answer.warnings = warnings;
  return reply(answer);
}

/**
 * ERASURE (see the top): the id's rows in every tab and its files anywhere
 * in this account's Drive, under the lock so a delivery of the same id
 * cannot write its row in between. What cannot be done (no Drive advanced
 * service) is refused before anything is touched, so an erasure is never
 * left half done for want of it.
 */
function erase(value, keyValue) {
  var id = typeof value === "string" ? value : "";
  if (!SUBMISSION_ID.test(id)) return reply({ result: "error", error: "submissionId is not one the website makes" });
  var key = typeof keyValue === "string" ? keyValue : "";
  if (!ERASURE_KEY.test(key)) return reply({ result: "error", error: "erasureKey is missing" });
  if (typeof Drive === "undefined" || !Drive.Files)
    return reply({
      result: "error",
      error: "the Drive advanced service is not added to the script (Services, Drive API), so files cannot be deleted",
    });
  var lock = LockService.getScriptLock();
  var held = false;
  try {
    held = lock.tryLock(LOCK_WAIT_MS);
    if (!held) return reply({ result: "error", error: "busy" });
    var properties = PropertiesService.getScriptProperties();
    var before = erasedSoFar(properties.getProperty(ERASED_PREFIX + key));
    var rows = 0;
    var sheets = SpreadsheetApp.getActiveSpreadsheet().getSheets();
    for (var s = 0; s < sheets.length; s++) rows += eraseRows(sheets[s], id);
    SpreadsheetApp.flush();
    // The rows' count is kept before Drive is touched: a Drive failure's retry still reports them.
    properties.setProperty(ERASED_PREFIX + key, JSON.stringify({ at: Date.now(), rows: before.rows + rows, files: before.files }));
    var files = 0;
    // The whole account, the bin included: a folder changed or a file moved is still found.
    var found = DriveApp.searchFiles('title contains "' + id + '"');
    while (found.hasNext()) {
      var file = found.next();
      if (file.getName().indexOf(id + "-") !== 0) continue;
      Drive.Files.remove(file.getId());
      files += 1;
    }
    var total = { rows: before.rows + rows, files: before.files + files };
    properties.setProperty(ERASED_PREFIX + key, JSON.stringify({ at: Date.now(), rows: total.rows, files: total.files }));
    return reply({ result: "success", submissionId: id, erased: total });
  } catch (error) {
    return reply({ result: "error", error: errorText(error) });
  } finally {
    if (held) lock.releaseLock();
  }
}

/** What earlier erasures of an id recorded (its ERASED_ property), or nothing. */
function erasedSoFar(text) {
  try {
    var kept = JSON.parse(text || "{}");
    return { rows: Number(kept.rows) || 0, files: Number(kept.files) || 0 };
  } catch (error) {
    return { rows: 0, files: 0 };
  }
}

/** Whether a submission carrying this erasure key was erased. */
function wasErased(keyValue) {
  if (typeof keyValue !== "string" || !ERASURE_KEY.test(keyValue)) return false;
  return PropertiesService.getScriptProperties().getProperty(ERASED_PREFIX + keyValue) !== null;
}

/**
 * Deletes the rows of one tab whose "Submission ID" cell holds the id, and
 * counts them. The column is found by its header in the first row, wherever
 * it is; the rows are deleted from the bottom up so the numbers still to
 * delete do not move.
 */
function eraseRows(sheet, id) {
  var last = sheet.getLastRow();
  var width = sheet.getLastColumn();
  if (last < 2 || width < 1) return 0;
  var headers = sheet.getRange(1, 1, 1, width).getValues()[0];
  var column = 0;
  for (var c = 0; c < headers.length; c++) if (String(headers[c]).trim() === ID_HEADER) column = c + 1;
  if (column === 0) return 0;
  var cells = sheet.getRange(2, column, last - 1, 1).getValues();
  var erased = 0;
  for (var r = cells.length - 1; r >= 0; r--) {
    // A website id never starts with a character readable() guards, so the cell holds it as is.
    if (String(cells[r][0]).trim() !== id) continue;
    sheet.deleteRow(r + 2);
    erased += 1;
  }
  return erased;
}

/**
 * Run by hand in the original's editor, just before File → Make a copy
 * (see ERASED STAYS ERASED at the top): writes every ERASED_ Script
 * Property, name and value, to the tab "Erasure records", replacing the one
 * an earlier run left. Nothing else is written: the secret stays out of
 * the sheet.
 */
function keepErasuresForCopy() {
  var all = PropertiesService.getScriptProperties().getProperties();
  var rows = [["Property", "Value"]];
  for (var name in all) if (name.indexOf(ERASED_PREFIX) === 0) rows.push([name, all[name]]);
  var book = SpreadsheetApp.getActiveSpreadsheet();
  var earlier = book.getSheetByName(ERASURES_TAB);
  if (earlier) book.deleteSheet(earlier);
  var tab = book.insertSheet(ERASURES_TAB);
  tab.getRange(1, 1, rows.length, 2).setNumberFormat(PLAIN_TEXT).setValues(rows);
  SpreadsheetApp.flush();
  Logger.log(rows.length - 1 + " erasure record(s) written to the tab \"" + ERASURES_TAB + "\". Now make the copy.");
}

/**
 * Run by hand in the copy's editor: keeps each record of the tab "Erasure
 * records" as this script's own ERASED_ Script Property (one it already
 * has stays as it is), then deletes the tab. Only names of the shape the
 * script writes are taken.
 */
function takeErasuresFromCopy() {
  var book = SpreadsheetApp.getActiveSpreadsheet();
  var tab = book.getSheetByName(ERASURES_TAB);
  if (!tab)
    throw new Error(
      'There is no tab "' + ERASURES_TAB + '": run keepErasuresForCopy in the original\'s script, then make the copy again.',
    );
  var last = tab.getLastRow();
  var values = last > 1 ? tab.getRange(2, 1, last - 1, 2).getValues() : [];
  var properties = PropertiesService.getScriptProperties();
  var taken = 0;
  for (var i = 0; i < values.length; i++) {
    var name = String(values[i][0]).trim();
    if (name.indexOf(ERASED_PREFIX) !== 0 || !ERASURE_KEY.test(name.slice(ERASED_PREFIX.length))) continue;
    if (properties.getProperty(name) === null) properties.setProperty(name, String(values[i][1]));
    taken += 1;
  }
  book.deleteSheet(tab);
  SpreadsheetApp.flush();
  Logger.log(taken + " erasure record(s) kept by this script; the tab \"" + ERASURES_TAB + "\" is deleted.");
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
  // Without a hint, the form is the one whose sender's-name field the post carries.
  for (var form in NAME_FIELDS) if (NAME_FIELDS[form] in data) return form;
  return null;
}

function sheetFor(form) {
  var book = SpreadsheetApp.getActiveSpreadsheet();
  var sheet = book.getSheetByName(SHEET_NAMES[form]) || book.insertSheet(SHEET_NAMES[form]);
  if (sheet.getLastRow() === 0) {
    var headers = [ID_HEADER, "Submitted (Kathmandu)", "Recorded (Kathmandu)"]
      .concat(FORMS[form].map(function (field) { return COLUMNS[form][field]; }))
      .concat([LANGUAGE_HEADER, MAIL_HEADER]);
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

/** The row whose column A holds this id (as written, i.e. guarded, or bare), or 0. */
function rowOf(sheet, id) {
  var last = sheet.getLastRow();
  if (last < 2) return 0;
  var ids = sheet.getRange(2, 1, last - 1, 1);
  var forms = readable(id) === id ? [id] : [readable(id), id];
  for (var i = 0; i < forms.length; i++) {
    var found = ids.createTextFinder(forms[i]).matchCase(true).matchEntireCell(true).findNext();
    if (found) return found.getRow();
  }
  return 0;
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

/**
 * Whether this row's sender is to get a confirmation: an address, the day's
 * quota above the reserve, and none sent to it in the last 24 hours. If so
 * the address's time is recorded now, before sending (never two wins over
 * always one). Never throws: the row is already written.
 */
function planConfirmation(data) {
  try {
    var to = plain(data.email).trim();
    if (!to) return { note: "Confirmation not sent: no e-mail address" };
    var properties = PropertiesService.getScriptProperties();
    // The quota first: every reply then says whether confirmations are being held back.
    var remaining = MailApp.getRemainingDailyQuota();
    var reserve = mailReserve(properties);
    if (remaining <= reserve)
      return {
        note: "Confirmation not sent: the day's e-mail quota is down to the office's reserve (" + remaining + " left)",
        warning: { code: "mail_quota", remaining: remaining, reserve: reserve },
      };
    var now = Date.now();
    var key = CONFIRMED_PREFIX + addressKey(to);
    var last = Number(properties.getProperty(key));
    if (last > 0 && now - last < CONFIRMATION_INTERVAL_MS)
      return { note: "Confirmation not sent: this address was sent one in the last 24 hours" };
    forgetOldConfirmations(properties, now);
    properties.setProperty(key, String(now));
    return { to: to };
  } catch (error) {
    return { note: "Confirmation not sent: " + errorText(error) };
  }
}

/** MAIL_RESERVE as a whole number of e-mails, or the default when unset or not a number. */
function mailReserve(properties) {
  var value = Number(properties.getProperty(RESERVE_PROPERTY));
  return properties.getProperty(RESERVE_PROPERTY) !== null && isFinite(value) && value >= 0
    ? Math.floor(value)
    : DEFAULT_RESERVE;
}

/** The address as one mailbox: lower case, no +tag, and for Gmail no dots (they reach the same person). */
function normalisedAddress(address) {
  var text = String(address).trim().toLowerCase();
  var at = text.lastIndexOf("@");
  if (at < 1) return text;
  var local = text.slice(0, at).split("+")[0];
  var domain = text.slice(at + 1);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replace(/\./g, "");
  return local + "@" + domain;
}

/** The property key's part for an address: its SHA-256, so no address is kept in the properties. */
function addressKey(address) {
  var algorithm = Utilities.DigestAlgorithm.SHA_256;
  var digest = Utilities.computeDigest(algorithm, normalisedAddress(address), Utilities.Charset.UTF_8);
  return Utilities.base64EncodeWebSafe(digest).replace(/=+$/, "");
}

/** Deletes the records of confirmations over 24 hours old: the properties stay small. */
function forgetOldConfirmations(properties, now) {
  var all = properties.getProperties();
  for (var key in all) {
    if (key.indexOf(CONFIRMED_PREFIX) === 0 && !(now - Number(all[key]) < CONFIRMATION_INTERVAL_MS))
      properties.deleteProperty(key);
  }
}

/**
 * The confirmation to the sender, as planned, and, for an admission, the
 * office's line; then what became of them in the row's "E-mails" cell.
 * Returns the warnings for the reply. Nothing here may turn the post into a
 * failure: the row is already written.
 */
function sendEmails(form, id, data, recorded) {
  var plan = recorded.confirmation;
  var warnings = plan.warning ? [plan.warning] : [];
  try {
    var notes = [plan.to ? mailOnce("Confirmation", confirmation(form, id, data, plan.to)) : plan.note];
    if (form === "admission") notes.push(mailOnce("Office notice", officeNotice(id, recorded)));
    var sheet = recorded.sheet;
    var rowNumber = rowOf(sheet, id); // found again: the office may have sorted the sheet meanwhile
    if (rowNumber > 0) writeCell(sheet, rowNumber, FORMS[form].length + 5, notes.join("; "));
  } catch (error) {
    // The row stands; only the note about the e-mails is missing.
  }
  return warnings;
}

/** The Drive warning, when more than 80% of the account's storage (shared with Gmail) is used. */
function driveWarnings() {
  try {
    var limit = DriveApp.getStorageLimit();
    var used = DriveApp.getStorageUsed();
    if (limit > 0 && used / limit > DRIVE_WARNING_SHARE)
      return [{ code: "drive_full", percent: Math.min(100, Math.floor((used / limit) * 100)) }];
  } catch (error) {
    // Not knowing is no reason to fail a post that was recorded.
  }
  return [];
}

/** Sends `message` if the daily quota allows; says what happened, for the row. */
function mailOnce(what, message) {
  if (!message.to) return what + " not sent: " + message.missing;
  try {
    if (MailApp.getRemainingDailyQuota() < 1) return what + " not sent: the daily e-mail quota is used up";
    MailApp.sendEmail(message);
    return what + " sent";
  } catch (error) {
    return what + " not sent: " + errorText(error);
  }
}

/**
 * The sender's confirmation to `to`: English, then Nepali once the college
 * has reviewed it (the generated COLLEGE part has the words and the flag). Fixed words: the form, the reference, what
 * happens next, the college's contacts; of what was sent, only a name that
 * cannot carry a link.
 */
function confirmation(form, id, data, to) {
  var texts = COLLEGE.forms[form];
  var name = greetingName(data[NAME_FIELDS[form]]);
  var values = { name: name, reference: reference(id) };
  var inNepali = COLLEGE.inNepali.forms[form];
  // One language's part: its words `w`, the facts as its pages write them (`facts`), the form's own sentences.
  var part = function (w, facts, received, message) {
    return [name ? fill(w.greeting, values) : w.neutralGreeting, ""]
      .concat([received + " " + fill(w.referenceLine, values) + " " + facts.referenceNote, ""])
      .concat([w.nextSteps, message], form === "admission" ? ["", w.noDocuments] : [])
      .concat(["", w.contact], facts.phones, COLLEGE.emails, [facts.address])
      .concat([w.hours + " " + facts.admissionsHours, "", w.notYou])
      .concat(["", w.closing, COLLEGE.name, "", w.automatic]);
  };
  var lines = part(COLLEGE.words.english, COLLEGE, texts.received, texts.english);
  // Unreviewed Nepali is never sent: a wrong sentence in an official e-mail is worse than none.
  var nepali = COLLEGE.words.nepaliReviewed === true;
  // The Nepali part says what the English says, in its order, with the facts as the Nepali pages write them.
  if (nepali)
    lines = lines.concat(
      ["", "--------------------", COLLEGE.words.nepali.heading, ""],
      part(COLLEGE.words.nepali, COLLEGE.inNepali, inNepali.received, texts.nepali),
    );
  return {
    to: to,
    // Both titles once the Nepali is sent, so a Nepali reader knows the e-mail from its subject line.
    subject: (nepali ? texts.title + " / " + inNepali.title : texts.title) + " (" + values.reference + ") - " + COLLEGE.name,
    body: lines.join("\n"),
    name: COLLEGE.name,
    replyTo: COLLEGE.emails[0],
  };
}

/**
 * The sender's name for the greeting, or "" when it could carry a link or
 * an address (a dot inside a word, "@", "/", ":", digits) or is too long to
 * be a name: then the greeting is neutral.
 */
function greetingName(value) {
  var name = plain(value).replace(/\s+/g, " ").trim();
  if (name === "" || name.length > GREETING_NAME_MAX) return "";
  var words = name.split(" ");
  for (var i = 0; i < words.length; i++) if (!NAME_WORD.test(words[i])) return "";
  return name;
}

/** One line for the office: the new admission's reference, its row and its Drive files. */
function officeNotice(id, recorded) {
  var to = PropertiesService.getScriptProperties().getProperty(OFFICE_EMAIL_PROPERTY);
  var sheet = recorded.sheet;
  var link =
    SpreadsheetApp.getActiveSpreadsheet().getUrl() + "#gid=" + sheet.getSheetId() + "&range=A" + rowOf(sheet, id);
  var files = recorded.links.length > 0 ? "; files: " + recorded.links.join(" ") : "";
  return {
    to: to || "",
    missing: "the Script Property " + OFFICE_EMAIL_PROPERTY + " is not set",
    subject: "New admission " + reference(id),
    body: "New admission " + reference(id) + ": row " + link + files,
    name: COLLEGE.name + " website",
  };
}

/** "MBC-" and the id's first eight hexadecimal characters, upper-case, as the website shows it. */
function reference(id) {
  return "MBC-" + String(id).replace(/[^0-9a-f]/gi, "").slice(0, 8).toUpperCase();
}

/** `text` with each {key} replaced by values[key]. */
function fill(text, values) {
  return text.replace(/\{(\w+)\}/g, function (whole, key) {
    return values.hasOwnProperty(key) ? String(values[key]) : whole;
  });
}

/** One cell as plain text, like writeRow. */
function writeCell(sheet, rowNumber, column, value) {
  sheet.getRange(rowNumber, column, 1, 1).setNumberFormat(PLAIN_TEXT).setValues([[readable(value)]]);
}

function errorText(error) {
  return String(error && error.message ? error.message : error);
}

function reply(object) {
  return ContentService.createTextOutput(JSON.stringify(object)).setMimeType(ContentService.MimeType.JSON);
}
