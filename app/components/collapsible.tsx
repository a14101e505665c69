import type { ReactNode } from "react";
import { Icon } from "./icons";

/**
 * A collapsible section (requirements §4): a native `<details>` whose
 * `<summary>` holds the section's heading (HTML allows a heading there) and
 * an arrow that turns 180° when open (app.css). The browser opens and closes
 * it on the first tap, with or without scripts, exposes it as expanded or
 * collapsed, and opens a closed one when find-in-page or a link lands inside
 * it. Closed content is in the HTML for search engines. Sections given the
 * same `group` open one at a time.
 */
export function Collapsible({
  title,
  children,
  defaultOpen = false,
  level = 3,
  id,
  group,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
  level?: 2 | 3 | 4;
  id?: string;
  group?: string;
}) {
  const Heading = `h${level}` as const;
  return (
    <details
      id={id}
      name={group}
      open={defaultOpen}
      className="rounded-lg border border-slate-200 bg-white"
      data-collapsible={title}
    >
      <summary className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-brand-50 cursor-pointer">
        <Heading className="m-0 text-lg font-semibold text-brand-800">{title}</Heading>
        <Icon name="chevron" className="shrink-0 text-brand-800 transition-transform duration-200" data-arrow="" />
      </summary>
      <div
        data-collapsible-panel=""
        className="px-5 pb-5 text-slate-700 leading-relaxed [&_p+p]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1"
      >
        {children}
      </div>
    </details>
  );
}
