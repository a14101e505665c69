/**
 * html-validate configuration for the server HTML of every route
 * (tests/e2e/html-valid.spec.ts). The recommended preset applies in full
 * except for the rules below. Each waiver says why; none of them hides
 * invalid or inaccessible markup.
 */
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // Style only: how valid markup is spelled. React writes it this way and
    // browsers, validators and assistive technology read both spellings alike.
    "void-style": "off", // <br/> and <br> are both valid HTML
    "attr-case": "off", // fetchPriority = fetchpriority: HTML attribute names are case-insensitive
    "attribute-boolean-style": "off", // required="" and required mean the same
    "attribute-empty-style": "off", // hidden="" and hidden mean the same
    // Typographic advice (a non-breaking hyphen so a phone number never wraps);
    // the numbers are kept as the office writes them, and tel: links dial them.
    "tel-non-breaking": "off",
    // Search-result advice (titles over 70 characters get shortened). A
    // programme's title is its qualification's full official name.
    "long-title": "off",

    // Kept, narrowed to what HTML itself allows:
    // React's useId() ids ("_R_1a9b5_") are valid HTML ids (any characters but spaces).
    "valid-id": ["error", { relaxed: true }],
    // A group of checkboxes shares one name by design (the server reads all the values).
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
  },
};
