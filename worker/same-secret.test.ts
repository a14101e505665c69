import { describe, expect, it } from "vitest";
import { sameSecret } from "./same-secret";

/** The comparison behind the office token and the operator API's token, in workerd (its timingSafeEqual). */
describe("sameSecret", () => {
  it("is true for the same secret", async () => {
    expect(await sameSecret("office-token-0123", "office-token-0123")).toBe(true);
    expect(await sameSecret("ü-ñ 🔑", "ü-ñ 🔑")).toBe(true);
  });

  it("is false for a different secret of the same length", async () => {
    expect(await sameSecret("office-token-0123", "office-token-0124")).toBe(false);
    expect(await sameSecret("Office-token-0123", "office-token-0123")).toBe(false);
  });

  it("is false for different lengths, a prefix or an extension included", async () => {
    expect(await sameSecret("office-token", "office-token-0123")).toBe(false);
    expect(await sameSecret("office-token-0123-and-more", "office-token-0123")).toBe(false);
    expect(await sameSecret("x", "office-token-0123")).toBe(false);
  });

  it("is false when either side is empty, both included", async () => {
    expect(await sameSecret("", "office-token-0123")).toBe(false);
    expect(await sameSecret("office-token-0123", "")).toBe(false);
    expect(await sameSecret("", "")).toBe(false);
  });
});
