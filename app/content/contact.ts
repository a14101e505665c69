/**
 * Copy for the contact page. The details themselves (address, phones,
 * e-mails, hours, map) come from site.ts, the one place an operator edits.
 */
export const contact = {
  heading: "Get in touch",
  intro:
    "Whether you are choosing a course, asking about scholarships or arranging a campus visit, our team is happy to help. Call, write or drop in during opening hours, or send us a message below and we will reply as soon as we can.",
  visitHeading: "Visit us",
  callHeading: "Call us",
  emailHeading: "E-mail us",
  hoursHeading: "Opening hours",
  enquiryHeading: "Send us a message",
};
