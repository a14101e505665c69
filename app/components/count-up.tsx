import { type RefObject, useEffect, useRef, useState } from "react";
import { toDevanagariDigits } from "~/i18n/numerals";
import { useLocale } from "~/i18n/use-frame";
import { SCRIPTS_ON_DEMAND } from "~/lib/scripts-on-demand";

interface CountOptions {
  duration: number;
  /** "view": start once `threshold` of the element is visible; "load": start on hydration. */
  trigger?: "view" | "load";
  threshold?: number;
  /** A ticking count in this many steps instead of a smooth (ease-out cubic) one. */
  steps?: number;
}

/**
 * The number to show while counting up from zero to `value`, once, and the
 * ref of the element whose visibility starts it. Until the count starts (in
 * the server HTML, before it is in view, under reduced motion) it is
 * `value` itself, so nobody ever sees zeros for real figures.
 * `marker` goes on the same element: it tells the loader of the page's
 * scripts (app/lib/scripts-on-demand.ts) to start them at load, or as the
 * element comes into view, since the count needs them.
 */
export function useCountUp<E extends Element>(
  value: number,
  { duration, trigger = "view", threshold = 0.1, steps }: CountOptions,
): { ref: RefObject<E | null>; shown: number; marker: Record<string, string> } {
  const [shown, setShown] = useState(value);
  const ref = useRef<E>(null);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const run = () => {
      setShown(0);
      if (steps) {
        let step = 0;
        timer = setInterval(() => {
          step += 1;
          setShown(step >= steps ? value : (value * step) / steps);
          if (step >= steps) clearInterval(timer);
        }, duration / steps);
        return;
      }
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / duration);
        setShown(progress >= 1 ? value : value * (1 - (1 - progress) ** 3));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    if (trigger === "load") {
      run();
    } else {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.disconnect();
            run();
          }
        },
        { threshold },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        cancelAnimationFrame(frame);
        clearInterval(timer);
      };
    }
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
    };
  }, [value, duration, trigger, threshold, steps]);

  const marker = { [trigger === "load" ? SCRIPTS_ON_DEMAND.atLoad : SCRIPTS_ON_DEMAND.whenVisible]: "" };
  return { ref, shown, marker };
}

/**
 * A number that counts up from zero to its target (requirements §4, §9), with
 * useCountUp: the server-rendered HTML and the reduced-motion view show the
 * final value, so crawlers and people without JavaScript see real numbers.
 * With `trigger="view"` the count starts once `threshold` of the element is
 * visible; with `trigger="load"` it starts on hydration. It runs once.
 * `steps` gives a ticking count (e.g. 20 steps of 50 ms on the policies
 * page) instead of a smooth one. Screen readers get the final value only.
 * On a Nepali page the digits are Devanagari, as a Nepali reader writes them.
 */
export function CountUp({
  value,
  decimals = 0,
  prefix = "",
  suffix = "",
  className,
  ...options
}: {
  value: number;
  decimals?: number;
  prefix?: string;
  suffix?: string;
  className?: string;
} & CountOptions) {
  const { ref, shown, marker } = useCountUp<HTMLSpanElement>(value, options);
  const digits = useLocale() === "ne" ? toDevanagariDigits : String;
  const text = `${prefix}${digits(shown.toFixed(decimals))}${suffix}`;
  const final = `${prefix}${digits(value.toFixed(decimals))}${suffix}`;
  return (
    <span ref={ref} className={className} data-count-target={final} {...marker}>
      <span aria-hidden="true" data-count-value="">
        {text}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
