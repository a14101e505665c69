/**
 * The hero video the browser tests' server is configured with
 * (HERO_VIDEO_URL in playwright.config.ts). By default the site has no hero
 * video (worker/hero-video.test.ts checks that); the tests configure one so
 * the video's behaviour stays covered. It is a path on the test server that
 * no file serves: the `problems` fixture answers it with an empty 204, as
 * the closed network answers everything off the loopback server, so no
 * request leaves the site.
 */
export const TEST_HERO_VIDEO = "/e2e/hero-video.mp4";
