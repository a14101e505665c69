import { useEffect, useRef, useState } from "react";

/**
 * A number that counts up from zero to its target (SPEC §4, §9).
 *
 * The server-rendered HTML and the reduced-motion view show the final value,
 * so crawlers and people without JavaScript see real numbers. With
 * `trigger="view"` the count starts once `threshold` of the element is
 * visible (the home stats banner: 10%); with `trigger="load"` it starts on
 * hydration. It runs once. `steps` gives a ticking count (e.g. 20 steps of
 * 50 ms on the policies page) instead of a smooth one.
 */
export function CountUp({
  value,
  duration,
  decimals = 0,
  prefix = "",
  suffix = "",
  trigger = "view",
  threshold = 0.1,
  steps,
  className,
}: {
  value: number;
  duration: number;
  decimals?: number;
  prefix?: string;
  suffix?: string;
  trigger?: "view" | "load";
  threshold?: number;
  steps?: number;
  className?: string;
}) {
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLSpanElement>(null);

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

  const text = `${prefix}${shown.toFixed(decimals)}${suffix}`;
  const final = `${prefix}${value.toFixed(decimals)}${suffix}`;
  return (
    <span ref={ref} className={className} data-count-target={final}>
      <span aria-hidden="true" data-count-value="">
        {text}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
