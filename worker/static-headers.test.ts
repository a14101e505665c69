import { describe, expect, it } from "vitest";
// The _headers the build wrote into the static files (vitest.config.ts aliases the build output).
import built from "built-static-headers?raw";
import { staticHeadersFile } from "./static-headers";

describe("the built _headers", () => {
  it("is the one worker/static-headers.ts writes from worker/security.ts", () => {
    expect(built).toBe(staticHeadersFile());
  });
});
