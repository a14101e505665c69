import { describe, expect, it } from "vitest";
import { formatBytes } from "./image-files";

describe("formatBytes (the admission form's file total)", () => {
  it("shows 0 KB while no file is chosen", () => {
    expect(formatBytes(0)).toBe("0 KB");
  });

  it("rounds to KB, never shows a chosen file as 0 KB, and switches to MB at 1 MB", () => {
    expect(formatBytes(200)).toBe("1 KB");
    expect(formatBytes(640 * 1024)).toBe("640 KB");
    expect(formatBytes(5 * 1024 * 1024)).toBe("5.0 MB");
  });
});
