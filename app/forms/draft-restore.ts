/**
 * How a saved draft meets what the page arrived with. A link can begin a
 * form: the programme finder's visit link ticks the programme among the
 * interests (/VisitUs?programme=…), its enquiry link begins the message
 * (/contact?programme=…). A family who began the form days ago and then
 * follows such a link expects both: what they entered then, and what the
 * link they just chose asked for. So nothing either holds is dropped
 * silently; everything else restores exactly as the draft had it.
 */

/**
 * Whether a checkbox or radio is checked once the draft is restored. A
 * checkbox the page arrived ticked stays ticked, added to the draft's ticks
 * (the visitor can untick it; the draft then keeps their choice, though the
 * same link ticks it again). A radio is one choice of a group, which the
 * draft's choice decides.
 */
export function restoredChecked(
  control: { type: string; value: string; defaultChecked: boolean },
  saved: string | readonly string[],
): boolean {
  const inDraft = typeof saved === "string" ? saved === control.value : saved.includes(control.value);
  return inDraft || (control.type === "checkbox" && control.defaultChecked);
}

/**
 * A text's value once the draft is restored, when the page arrived with text
 * begun in it. The draft's own words are kept (they are the visitor's); the
 * begun text follows them, on its own paragraph in a text area, unless the
 * draft already holds it (the draft began from the same link) or is empty.
 * Replacing either would lose something without the visitor seeing it: the
 * draft's words, or the question the link they just followed asks. Both are
 * in view, and the visitor trims what they no longer mean.
 */
export function restoredText(saved: string, begun: string, multiline: boolean): string {
  if (begun.trim() === "" || saved.includes(begun.trim())) return saved;
  if (saved.trim() === "") return begun;
  return `${saved.trimEnd()}${multiline ? "\n\n" : " "}${begun}`;
}
