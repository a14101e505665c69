import { localNumber } from "~/i18n/numerals";
import { useLocale } from "~/i18n/use-frame";
import { type CountTrigger, countGroupAttributes, countValueAttributes } from "./count-up-behaviour";

/**
 * A number that counts up from zero to its target, once (requirements §4,
 * §9). The server writes the final value, which crawlers, people without
 * JavaScript and the reduced-motion view keep; the page script counts it up
 * (count-up-behaviour.ts). With `trigger="view"` the count starts once
 * `threshold` of the element is visible; with `trigger="load"` at once.
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
  duration,
  trigger = "view",
  threshold,
  steps,
}: {
  value: number;
  decimals?: number;
  prefix?: string;
  suffix?: string;
  className?: string;
  duration: number;
  trigger?: CountTrigger;
  threshold?: number;
  steps?: number;
}) {
  const final = `${prefix}${localNumber(useLocale())(value, decimals)}${suffix}`;
  return (
    <span
      className={className}
      data-count-target={final}
      {...countGroupAttributes({ trigger, duration, threshold, steps })}
    >
      {/* The page script changes this text as it counts: React leaves it to it. */}
      <span
        aria-hidden="true"
        suppressHydrationWarning
        {...countValueAttributes({ to: value, decimals, prefix, suffix })}
      >
        {final}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
