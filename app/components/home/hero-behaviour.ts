/**
 * The hero's video (requirements §2.3, §4), as a plain module the page
 * script starts (app/page-script.ts) on the <video> hero.tsx writes.
 *
 * The server writes it "waiting": invisible over the still, muted, inline
 * and preload="none", so nothing is fetched and the still is what the page
 * shows. Once the page has loaded and the browser is idle it plays from 4 s
 * and, once frames arrive, "playing" fades it in. On any error it is
 * "failed" and hidden, and the still stays, silently. Visitors who asked for
 * less motion or less data get no autoplay: "manual" shows the video with
 * its controls, the still as its poster, and names it (playing silently it
 * is decoration over the described still; with controls it is a control).
 */
import { VIDEO_START_SECONDS } from "~/content/home-settings";
import { whenIdle } from "./idle";

/** On the hero's <video>, beside its state in `data-state`: "waiting", "playing", "manual" or "failed" (hero.tsx styles each). */
export const HERO_VIDEO = "data-hero-video";
/** How long the video may wait for an idle moment before it starts. */
const IDLE_TIMEOUT_MS = 2000;

type VideoState = "waiting" | "playing" | "manual" | "failed";

function autoplayAllowed(win: Window) {
  const saveData = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  return !saveData && !win.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Starts the hero's video; returns what cancels a start still waiting. */
export function startHeroVideo(video: HTMLVideoElement): () => void {
  const win = video.ownerDocument.defaultView ?? window;
  const state = () => video.dataset.state as VideoState;
  const setState = (next: VideoState) => {
    video.dataset.state = next;
  };

  video.addEventListener("loadedmetadata", () => {
    video.currentTime = VIDEO_START_SECONDS;
  });
  video.addEventListener("playing", () => {
    if (state() !== "failed") setState("playing");
  });
  video.addEventListener("error", () => {
    setState("failed");
    video.hidden = true;
  });

  if (!autoplayAllowed(win)) {
    setState("manual");
    video.poster = video.dataset.poster ?? "";
    video.controls = true;
    video.setAttribute("aria-label", video.dataset.label ?? "");
    video.removeAttribute("aria-hidden");
    return () => {};
  }
  let cancelIdle = () => {};
  const start = () => {
    cancelIdle = whenIdle(() => {
      video.muted = true;
      video.preload = "auto";
      video.play().catch(() => {
        // Autoplay refused or the source failed: the still simply stays.
      });
    }, IDLE_TIMEOUT_MS);
  };
  if (video.ownerDocument.readyState === "complete") start();
  else win.addEventListener("load", start, { once: true });
  return () => {
    win.removeEventListener("load", start);
    cancelIdle();
  };
}
