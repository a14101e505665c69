import { applicantField, type FormName } from "../../app/forms/contract/fields";

/**
 * Who a submission is from, as its row keeps it (migrations/0002_office.sql)
 * so the office can list and find submissions without opening their
 * documents: the name, e-mail and phone each form asks for (the fields
 * app/forms/contract/fields.ts marks as the applicant's). The e-mail is
 * kept in lower case and the phone as its digits, the same normal form a
 * search is put in (normalEmail, normalPhone).
 */
export interface ApplicantSummary {
  name: string;
  email: string;
  phone: string;
}

const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export const normalEmail = (text: string) => text.trim().toLowerCase();
export const normalPhone = (text: string) => text.replace(/\D/g, "");

export function applicantSummary(form: FormName, data: Record<string, unknown>): ApplicantSummary {
  const detail = (which: keyof ApplicantSummary) => textOf(data[applicantField(form, which)]);
  return {
    name: detail("name").slice(0, 200),
    email: normalEmail(detail("email")).slice(0, 200),
    phone: normalPhone(detail("phone")).slice(0, 20),
  };
}
