/**
 * The partner carousel's rotation (requirements §3, §4; WAI-ARIA APG
 * auto-rotating carousel), as a plain module the page script starts
 * (app/page-script.ts) on the markup partner-carousel.tsx writes.
 *
 * The index wraps around the slides. It advances every 5 s, and every 4 s
 * once the visitor has navigated by hand, but only while some of the
 * carousel is on screen: a slide nobody can see is not worth a change, and
 * the visitor who scrolls down finds it where it began. Rotation stops while a mouse
 * is over the carousel, a finger or pen rests on it, or keyboard focus is inside it, and for good once the
 * pause button (first in tab order) is pressed; it never starts under
 * reduced motion. A swipe of more than 50 px left goes next, right goes
 * previous. While rotating the slides are aria-live="off" (a screen reader
 * is not interrupted every 5 s); when stopped, "polite". The slides other
 * than the current one are `invisible` (the server's markup already says so
 * for all but the first) and, from here on, `inert` and aria-hidden too.
 */
import { CAROUSEL_INTERVAL_AFTER_MANUAL_MS, CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX } from "~/content/home-settings";

/** On the carousel's <section>. */
export const CAROUSEL = "data-carousel";
/** On the element holding the slides. */
export const CAROUSEL_SLIDES = "data-carousel-slides";
/** On each slide, its position from 1. */
export const CAROUSEL_SLIDE = "data-slide";
/** On the pause button; its words for either state in `data-stop` and `data-start`. */
export const CAROUSEL_TOGGLE = "data-carousel-toggle";
/** On the previous and next buttons, the step they take: "-1" or "1". */
export const CAROUSEL_STEP = "data-carousel-step";
/** On each dot, the slide it shows, from 1. */
export const CAROUSEL_DOT = "data-dot";
/** On the current slide, the class that fades it in (home.css; none under reduced motion). */
const ENTER_CLASS = "home-slide-enter";

/** Starts one carousel; returns what stops its timer. */
export function startCarousel(section: HTMLElement): () => void {
  const win = section.ownerDocument.defaultView ?? window;
  const container = section.querySelector<HTMLElement>(`[${CAROUSEL_SLIDES}]`);
  const toggle = section.querySelector<HTMLButtonElement>(`[${CAROUSEL_TOGGLE}]`);
  if (!container || !toggle) return () => {};
  const slides = [...container.querySelectorAll<HTMLElement>(`[${CAROUSEL_SLIDE}]`)];
  const dots = [...section.querySelectorAll<HTMLElement>(`[${CAROUSEL_DOT}]`)];
  const count = slides.length;
  const wrap = (i: number) => (i + count) % count;

  let index = 0;
  let stopped = win.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let hovered = false;
  let touched = false;
  let focused = false;
  // Until an observer says otherwise (and always, without one).
  let inView = typeof win.IntersectionObserver !== "function";
  let delay = CAROUSEL_INTERVAL_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** What the timer was last set for: a new index, delay or rotation restarts it. */
  let scheduledFor = "";

  const render = () => {
    const rotating = !stopped && !hovered && !touched && !focused && inView;
    section.dataset.rotating = String(rotating);
    container.setAttribute("aria-live", rotating ? "off" : "polite");
    container.dataset.current = String(index + 1);
    toggle.textContent = toggle.getAttribute(stopped ? "data-start" : "data-stop");
    for (const [i, slide] of slides.entries()) {
      const active = i === index;
      if (active && !slide.hasAttribute("data-active")) slide.classList.add(ENTER_CLASS);
      if (!active) slide.classList.remove(ENTER_CLASS);
      slide.classList.toggle("invisible", !active);
      slide.toggleAttribute("data-active", active);
      slide.toggleAttribute("inert", !active);
      if (active) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    }
    for (const [i, dot] of dots.entries()) {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    }
    const key = rotating ? `${index}:${delay}` : "";
    if (key === scheduledFor) return;
    scheduledFor = key;
    clearTimeout(timer);
    if (rotating)
      timer = setTimeout(() => {
        index = wrap(index + 1);
        render();
      }, delay);
  };

  const goTo = (i: number) => {
    index = wrap(i);
    delay = CAROUSEL_INTERVAL_AFTER_MANUAL_MS;
    render();
  };

  toggle.addEventListener("click", () => {
    stopped = !stopped;
    render();
  });
  for (const button of section.querySelectorAll<HTMLElement>(`[${CAROUSEL_STEP}]`))
    button.addEventListener("click", () => goTo(index + Number(button.getAttribute(CAROUSEL_STEP))));
  for (const [i, dot] of dots.entries()) dot.addEventListener("click", () => goTo(i));
  // A mouse resting on it, not a finger: a tap also sends the mouse's
  // events, and the carousel would stay held until the next tap elsewhere.
  section.addEventListener("pointerenter", (event) => {
    if (event.pointerType !== "mouse") return;
    hovered = true;
    render();
  });
  section.addEventListener("pointerleave", () => {
    hovered = false;
    render();
  });
  // A finger (or pen) holds it from the moment it touches until it lifts:
  // its pointer is captured where it went down, so the lift is seen here
  // even off the carousel.
  section.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse") return;
    touched = true;
    render();
  });
  for (const type of ["pointerup", "pointercancel"])
    section.addEventListener(type, () => {
      if (!touched) return;
      touched = false;
      render();
    });
  // Focus the browser shows, as it does for the keyboard: a tap or click on a
  // dot or arrow focuses it too, and rotation goes on after manual
  // navigation (requirements §4), so that focus holds nothing.
  section.addEventListener("focusin", (event) => {
    focused = event.target instanceof Element && event.target.matches(":focus-visible");
    render();
  });
  section.addEventListener("focusout", (event) => {
    if (section.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    render();
  });

  let swipeStart: number | null = null;
  container.addEventListener("pointerdown", (event) => {
    swipeStart = event.clientX;
  });
  container.addEventListener("pointercancel", () => {
    swipeStart = null;
  });
  container.addEventListener("pointerup", (event) => {
    if (swipeStart === null) return;
    const dx = event.clientX - swipeStart;
    swipeStart = null;
    if (dx < -SWIPE_THRESHOLD_PX) goTo(index + 1);
    else if (dx > SWIPE_THRESHOLD_PX) goTo(index - 1);
  });

  const observer = inView
    ? null
    : new win.IntersectionObserver((entries) => {
        inView = entries.some((entry) => entry.isIntersecting);
        render();
      });
  observer?.observe(section);

  render();
  section.dataset.ready = "";
  return () => {
    observer?.disconnect();
    clearTimeout(timer);
  };
}
