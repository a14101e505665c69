import { afterEach, describe, expect, it, vi } from "vitest";
import { readSession, SESSION_MS, sessionCookie, sessionValue } from "./session";

/** The token sign-in's signed cookie, on a fixed clock. */
const TOKEN = "office-token-for-tests-0123456789ab";
const NOW = Date.parse("2026-11-20T08:00:00Z");

afterEach(() => {
  vi.useRealTimers();
});

describe("the office's session cookie", () => {
  it("names who signed in until twelve hours have passed", async () => {
    const value = await sessionValue(TOKEN, "Sita Sharma", NOW);
    expect(await readSession(TOKEN, value, NOW)).toEqual({ name: "Sita Sharma", expires: NOW + SESSION_MS, epoch: 0 });
    expect(await readSession(TOKEN, value, NOW + SESSION_MS - 1)).not.toBeNull();
    expect(await readSession(TOKEN, value, NOW + SESSION_MS)).toBeNull();
    expect(SESSION_MS).toBe(12 * 3_600_000);
  });

  it("expires on a fake clock too", async () => {
    vi.useFakeTimers({ now: NOW });
    const value = await sessionValue(TOKEN, "Sita", Date.now());
    expect(await readSession(TOKEN, value, Date.now())).not.toBeNull();
    vi.advanceTimersByTime(SESSION_MS);
    expect(await readSession(TOKEN, value, Date.now())).toBeNull();
  });

  it("is refused when any part was changed", async () => {
    const value = await sessionValue(TOKEN, "Sita", NOW, 3);
    expect((await readSession(TOKEN, value, NOW))?.epoch).toBe(3);
    const [expires, epoch, name, signature] = value.split(".") as [string, string, string, string];
    const later = String(Number(expires) + SESSION_MS);
    const otherName = btoa("Head of office").replace(/=+$/, "");
    const flipped = signature.slice(0, -2) + (signature.endsWith("AA") ? "BB" : "AA");
    for (const tampered of [
      `${later}.${epoch}.${name}.${signature}`,
      // A session from before a "sign out everywhere" cannot be moved into the new epoch.
      `${expires}.4.${name}.${signature}`,
      `${expires}.${epoch}.${otherName}.${signature}`,
      `${expires}.${epoch}.${name}.${flipped}`,
      `${expires}.${name}.${signature}`,
      `${expires}.${epoch}.${name}.`,
      `${expires}.${epoch}.${name}`,
      "",
      "garbage",
      `${value}.extra`,
    ])
      expect(await readSession(TOKEN, tampered, NOW), tampered).toBeNull();
  });

  it("is refused under another token (changing ADMIN_TOKEN ends every session), and with none", async () => {
    const value = await sessionValue(TOKEN, "Sita", NOW);
    expect(await readSession("another-token", value, NOW)).toBeNull();
    expect(await readSession("", value, NOW)).toBeNull();
  });

  it("is sent only over HTTPS, never to scripts or with another site's requests, only under /office", () => {
    expect(sessionCookie("v")).toBe("mbc_office=v; Max-Age=43200; Path=/office; HttpOnly; Secure; SameSite=Strict");
  });
});
