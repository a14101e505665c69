import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { FIELDS, fieldsIn } from "../../app/forms/contract/fields";
import { englishMessages } from "../../app/forms/contract/messages";
import { makeSchemas } from "../../app/forms/contract/schemas";

const FILE_FIELDS = Object.entries(FIELDS.admission)
  .filter(([, spec]) => spec.kind === "file" || spec.kind === "files")
  .map(([name]) => name);

/**
 * The Worker posts each form's fields as its schema (app/forms/contract/
 * schemas.ts) gives them, and apps-script/Code.gs writes only the columns
 * its FORMS lists, in that order: a field on one side only would be
 * silently left out of the office's sheet (or leave a column empty for
 * ever). Code.gs is pasted into Google's editor and can import nothing, so
 * this test is what keeps the two in step.
 */
const source = readFileSync(new URL("../../apps-script/Code.gs", import.meta.url), "utf8");

/** Code.gs's top-level settings: its declarations run without any Google service. */
function scriptSettings(code: string) {
  const context: Record<string, unknown> = {};
  runInNewContext(code, context);
  return context as {
    FORMS: Record<string, string[]>;
    FILE_FIELDS: Record<string, boolean>;
    NAME_FIELDS: Record<string, string>;
    SHEET_NAMES: Record<string, string>;
  };
}

/** Every disagreement between the schemas' fields and Code.gs's columns, one sentence each. */
function disagreements(code: string): string[] {
  const { FORMS } = scriptSettings(code);
  const schemas = makeSchemas(englishMessages, fieldsIn("en"));
  const problems: string[] = [];
  for (const form of new Set([...Object.keys(schemas), ...Object.keys(FORMS)])) {
    const schema = schemas[form as keyof typeof schemas];
    const columns = FORMS[form];
    if (!schema || !columns) {
      problems.push(
        `form "${form}" is ${schema ? "in app/forms/contract/schemas.ts but not in Code.gs's FORMS" : "in Code.gs's FORMS but has no schema in app/forms/contract/schemas.ts"}`,
      );
      continue;
    }
    const fields = Object.keys(schema.shape);
    for (const field of fields)
      if (!columns.includes(field))
        problems.push(
          `${form}: field "${field}" is in its schema but not among Code.gs's FORMS.${form} columns (the sheet would leave it out)`,
        );
    for (const column of columns)
      if (!fields.includes(column))
        problems.push(`${form}: column "${column}" is in Code.gs's FORMS.${form} but not in its schema (always empty)`);
    if (new Set(columns).size !== columns.length) problems.push(`${form}: Code.gs's FORMS.${form} repeats a column`);
  }
  return problems;
}

describe("Code.gs's columns and the forms' schemas", () => {
  it("name the same fields for each of the three forms", () => {
    expect(disagreements(source)).toEqual([]);
    expect(Object.keys(scriptSettings(source).FORMS).sort()).toEqual(["admission", "enquiry", "visit"]);
  });

  it("a field added to one side only is named, with its form", () => {
    // Code.gs gains a column the schema lacks.
    const extraColumn = source.replace(
      'enquiry: ["name", "email", "contactNo", "message"]',
      'enquiry: ["name", "email", "contactNo", "message", "course"]',
    );
    expect(extraColumn).not.toBe(source);
    expect(disagreements(extraColumn)).toEqual([
      `enquiry: column "course" is in Code.gs's FORMS.enquiry but not in its schema (always empty)`,
    ]);
    // The schema has a field Code.gs lacks: the same as a column removed.
    const missingColumn = source.replace('"preferredTimeSlot", ', "");
    expect(missingColumn).not.toBe(source);
    expect(disagreements(missingColumn)).toEqual([
      `visit: field "preferredTimeSlot" is in its schema but not among Code.gs's FORMS.visit columns (the sheet would leave it out)`,
    ]);
  });

  it("saves to Drive exactly the admission's file fields, and greets by a field of each form", () => {
    const { FORMS, FILE_FIELDS: files, NAME_FIELDS, SHEET_NAMES } = scriptSettings(source);
    expect(Object.keys(files).sort()).toEqual([...FILE_FIELDS].sort());
    for (const field of FILE_FIELDS) expect(FORMS.admission, field).toContain(field);
    for (const form of Object.keys(FORMS)) {
      expect(FORMS[form], `NAME_FIELDS.${form}`).toContain(NAME_FIELDS[form]);
      expect(SHEET_NAMES[form], `SHEET_NAMES.${form}`).toBeTruthy();
    }
  });
});
