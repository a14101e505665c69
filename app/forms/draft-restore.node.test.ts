import { describe, expect, it } from "vitest";
import { restoredChecked, restoredText } from "./draft-restore";

const box = (value: string, defaultChecked = false) => ({ type: "checkbox", value, defaultChecked });
const radio = (value: string, defaultChecked = false) => ({ type: "radio", value, defaultChecked });

describe("a draft restored over what a link began", () => {
  it("keeps a checkbox the page arrived ticked, added to the draft's ticks", () => {
    const draft = ["Level 4 Diploma in Computing"];
    expect(restoredChecked(box("BSc (Hons) BCIS", true), draft)).toBe(true);
    expect(restoredChecked(box("Level 4 Diploma in Computing"), draft)).toBe(true);
    expect(restoredChecked(box("Level 5 Diploma in Computing"), draft)).toBe(false);
    // Without a link, the draft alone decides, as before.
    expect(restoredChecked(box("BSc (Hons) BCIS"), [])).toBe(false);
  });

  it("lets the draft decide a radio group's one choice", () => {
    expect(restoredChecked(radio("Email", true), "Phone")).toBe(false);
    expect(restoredChecked(radio("Phone"), "Phone")).toBe(true);
  });

  const begun = "I would like to know more about the Level 4 Diploma in Computing.";

  it("keeps both the draft's words and the begun message, each once", () => {
    expect(restoredText("When does the next intake start?", begun, true)).toBe(
      `When does the next intake start?\n\n${begun}`,
    );
    // The draft began from the same link: it already holds the begun words.
    expect(restoredText(`${begun} Is there a scholarship?`, begun, true)).toBe(`${begun} Is there a scholarship?`);
    // An empty draft does not blank the begun message.
    expect(restoredText("", begun, true)).toBe(begun);
    expect(restoredText("Ram", "", false)).toBe("Ram");
    expect(restoredText("Ram", "Sita", false)).toBe("Ram Sita");
  });
});
