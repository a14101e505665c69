import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { GRADUATION_FILM } from "../app/content/programmes/business-computing.server";
import { contentSecurityPolicy } from "./security";
import { videoOrigin } from "./third-party";

const mediaSrc = (csp: string) => csp.split("; ").find((d) => d.startsWith("media-src"));

describe("hero video", () => {
  it("is off by default: the home page shows the still image, no <video>, and media-src adds no hero origin", async () => {
    // The test Worker runs with wrangler.toml's vars, which set no HERO_VIDEO_URL.
    const res = await exports.default.fetch(new Request("https://college.test/"));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("data-hero-still");
    expect(html).not.toMatch(/<video\b/);
    expect(html).not.toContain(".mp4");
    // Only this site and the graduation film a programme page plays on request.
    expect(mediaSrc(res.headers.get("content-security-policy") ?? "")).toBe(
      `media-src 'self' ${new URL(GRADUATION_FILM).origin}`,
    );
  });

  it("allows exactly the configured video's origin in media-src", () => {
    expect(videoOrigin("https://media.college.edu.np/hero/campus.mp4")).toBe("https://media.college.edu.np");
    expect(videoOrigin("/media/campus.mp4")).toBeNull();
    expect(videoOrigin("")).toBeNull();
    expect(videoOrigin(undefined)).toBeNull();
    expect(videoOrigin("not a url")).toBeNull();
    expect(videoOrigin("javascript:alert(1)")).toBeNull();
    const film = new URL(GRADUATION_FILM).origin;
    expect(mediaSrc(contentSecurityPolicy("n", { videoUrl: "https://pub-0123.r2.dev/campus.mp4" }))).toBe(
      `media-src 'self' ${film} https://pub-0123.r2.dev`,
    );
    expect(mediaSrc(contentSecurityPolicy("n", { videoUrl: "/media/campus.mp4" }))).toBe(`media-src 'self' ${film}`);
  });
});
