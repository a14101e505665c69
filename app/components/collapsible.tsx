import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Icon } from "./icons";
import { Unhydrated } from "./unhydrated";

/**
 * An accessible collapsible section (requirements §4): a button inside a heading
 * with aria-expanded/aria-controls; the arrow rotates 180° when open.
 *
 * Closed content stays in the server-rendered HTML, so search engines and
 * people without JavaScript get all of it; once hydrated a closed panel is
 * `hidden="until-found"`, so the browser's find-in-page opens it.
 */
export function Collapsible({
  title,
  children,
  defaultOpen = false,
  level = 3,
  id,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
  level?: 2 | 3 | 4;
  id?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const autoId = useId();
  const panelId = `${id ?? autoId}-panel`;
  const Heading = `h${level}` as const;
  const panelRef = useRef<HTMLDivElement>(null);
  // React cannot render hidden="until-found" (it writes hidden=""), so the
  // server marks a closed panel with data-state and CSS hides it; once
  // hydrated, the attribute is set here and find-in-page can open it
  // (the "beforematch" event).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    if (open) panel.removeAttribute("hidden");
    else panel.setAttribute("hidden", "until-found");
  }, [open]);
  useEffect(() => {
    const panel = panelRef.current;
    const reveal = () => setOpen(true);
    panel?.addEventListener("beforematch", reveal);
    return () => panel?.removeEventListener("beforematch", reveal);
  }, []);
  return (
    <div className="rounded-lg border border-slate-200 bg-white" data-collapsible={title}>
      <Heading className="m-0">
        <button
          type="button"
          id={id}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-brand-800 hover:bg-brand-50 cursor-pointer"
        >
          <span>{title}</span>
          <Icon
            name="chevron"
            className={`shrink-0 transition-transform duration-200 ${open ? "rotate-180" : ""}`}
            data-arrow=""
          />
        </button>
      </Heading>
      <div
        id={panelId}
        ref={panelRef}
        data-state={open ? "open" : "closed"}
        className="text-slate-700 leading-relaxed [&_p+p]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1"
      >
        {/*
          Padding lives inside, so a closed (content-visibility: hidden) panel takes no space.
          The content is text and links (every use), kept as the server sent it (see Unhydrated).
        */}
        <Unhydrated className="px-5 pb-5">{children}</Unhydrated>
      </div>
    </div>
  );
}
