import { fullAddress, hoursText, site } from "./site";

/**
 * The /VisitUs page's own copy beside the visit form (the form's words are
 * app/i18n/words/forms.ts). Its Nepali twin is ./visit-us.ne.ts: the
 * page's loader sends one of them, so neither is in the browser's code.
 */
export interface VisitUsContent {
  heading: string;
  intro: string;
  /** Where the office is and when it is open: "{address}" and "{hours}" are blanks for the next two. */
  office: string;
  address: string;
  hours: string;
  ratherCall: string;
}

export const visitUsContent: VisitUsContent = {
  heading: "Come and see us",
  intro:
    "Tell us when suits you and how you would like to talk: a walk round the campus, a counselling session online or a call back from our admissions team. We will confirm by your chosen contact method.",
  office: "Our admissions office is at {address}. Office hours: {hours}.",
  address: fullAddress,
  hours: hoursText(site.admissionsHours, "sentence"),
  ratherCall: "Rather call now?",
};
