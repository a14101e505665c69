/**
 * Counting up (requirements §4, §9), as a plain module the page script
 * starts (app/page-script.ts): no framework, so a figure counts as it comes
 * into view on any page, whether or not the page loads React.
 *
 * The server writes every figure's final text, so crawlers, people without
 * JavaScript and those who asked for reduced motion see the real numbers and
 * never zeros. A group (`COUNT_UP`, its value "view" or "load") counts its
 * figures together, once: from when `threshold` of it is in view, or at
 * once. Each figure (`COUNT_VALUE`) says what it counts to and how it is
 * written; it ends on the server's own text. On a Nepali page the moving
 * digits are Devanagari, like the final ones.
 */
import { localNumber } from "~/i18n/numerals";

export const COUNT_UP = "data-count-up";
export const COUNT_VALUE = "data-count-value";

export type CountTrigger = "view" | "load";

/** The group's attributes: what starts it, how long it takes, and (optionally) a ticking count in steps. */
export function countGroupAttributes(options: {
  trigger: CountTrigger;
  duration: number;
  threshold?: number;
  steps?: number;
}): Record<string, string> {
  return {
    [COUNT_UP]: options.trigger,
    "data-count-duration": String(options.duration),
    ...(options.threshold === undefined ? {} : { "data-count-threshold": String(options.threshold) }),
    ...(options.steps === undefined ? {} : { "data-count-steps": String(options.steps) }),
  };
}

/** A figure's attributes: the number it counts to and how it is written on the way. */
export function countValueAttributes(figure: {
  to: number;
  decimals?: number;
  prefix?: string;
  suffix?: string;
}): Record<string, string> {
  return {
    [COUNT_VALUE]: String(figure.to),
    "data-count-decimals": String(figure.decimals ?? 0),
    "data-count-prefix": figure.prefix ?? "",
    "data-count-suffix": figure.suffix ?? "",
  };
}

/** Starts one group's count; returns what stops it. */
export function startCountUp(group: HTMLElement): () => void {
  const win = group.ownerDocument.defaultView ?? window;
  if (win.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const duration = Number(group.getAttribute("data-count-duration")) || 0;
  const steps = Number(group.getAttribute("data-count-steps")) || 0;
  const threshold = Number(group.getAttribute("data-count-threshold") ?? "0.1");
  const number = localNumber(group.closest("[lang]")?.getAttribute("lang")?.startsWith("ne") ? "ne" : "en");
  const figures = [...group.querySelectorAll<HTMLElement>(`[${COUNT_VALUE}]`)].map((element) => ({
    element,
    to: Number(element.getAttribute(COUNT_VALUE)),
    decimals: Number(element.getAttribute("data-count-decimals")) || 0,
    prefix: element.getAttribute("data-count-prefix") ?? "",
    suffix: element.getAttribute("data-count-suffix") ?? "",
    final: element.textContent ?? "",
  }));
  const show = (share: number) => {
    for (const figure of figures) {
      if (share >= 1) {
        figure.element.textContent = figure.final;
        continue;
      }
      figure.element.textContent = `${figure.prefix}${number(figure.to * share, figure.decimals)}${figure.suffix}`;
    }
  };

  let frame = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const run = () => {
    show(0);
    if (steps) {
      let step = 0;
      timer = setInterval(() => {
        step += 1;
        show(step / steps);
        if (step >= steps) clearInterval(timer);
      }, duration / steps);
      return;
    }
    const start = win.performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      show(progress >= 1 ? 1 : 1 - (1 - progress) ** 3);
      if (progress < 1) frame = win.requestAnimationFrame(tick);
    };
    frame = win.requestAnimationFrame(tick);
  };
  let observer: IntersectionObserver | undefined;
  if (group.getAttribute(COUNT_UP) === "load") run();
  else {
    observer = new win.IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        run();
      },
      { threshold },
    );
    observer.observe(group);
  }
  return () => {
    observer?.disconnect();
    win.cancelAnimationFrame(frame);
    clearInterval(timer);
  };
}
