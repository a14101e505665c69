import type { FormName } from "../../app/forms/contract/schemas";

/**
 * Who a submission is from, as its row keeps it (migrations/0002_office.sql)
 * so the office can list and find submissions without opening their
 * documents: the name, e-mail and phone each form asks for. The e-mail is
 * kept in lower case and the phone as its digits, the same normal form a
 * search is put in (normalEmail, normalPhone).
 */
export interface ApplicantSummary {
  name: string;
  email: string;
  phone: string;
}

/** Which of each form's fields say who sent it (app/forms/contract/schemas.ts). */
const FIELDS: Record<FormName, { name: string; email: string; phone: string }> = {
  enquiry: { name: "name", email: "email", phone: "contactNo" },
  visit: { name: "fullName", email: "email", phone: "phoneNumber" },
  admission: { name: "studentName", email: "email", phone: "contactNumber" },
};

const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export const normalEmail = (text: string) => text.trim().toLowerCase();
export const normalPhone = (text: string) => text.replace(/\D/g, "");

export function applicantSummary(form: FormName, data: Record<string, unknown>): ApplicantSummary {
  const fields = FIELDS[form];
  return {
    name: textOf(data[fields.name]).slice(0, 200),
    email: normalEmail(textOf(data[fields.email])).slice(0, 200),
    phone: normalPhone(textOf(data[fields.phone])).slice(0, 20),
  };
}
