import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { site } from "../../app/content/site";
import { generatedBlock, withGeneratedBlock } from "../../scripts/apps-script-block";

/**
 * apps-script/Code.gs carries a copy of the college's contact details and
 * the confirmation e-mail's words (it is pasted into Google's editor and can
 * import nothing): the copy must be the content as it stands.
 */
const source = readFileSync(new URL("../../apps-script/Code.gs", import.meta.url), "utf8");

describe("the generated part of Code.gs", () => {
  it("is current: run `npm run apps-script` after changing the content it copies", () => {
    expect(withGeneratedBlock(source) === source, "apps-script/Code.gs is stale: run `npm run apps-script`").toBe(true);
  });

  it("holds the site's contact details, and changes when they do", () => {
    expect(generatedBlock()).toContain(JSON.stringify(site.phones[0]));
    expect(generatedBlock()).toContain(JSON.stringify(site.emails[0]));
    const changed = source.replace(JSON.stringify(site.phones[0]), JSON.stringify("+977-1-4000001"));
    expect(withGeneratedBlock(changed)).toBe(source);
  });
});
