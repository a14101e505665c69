import type { AnchorHTMLAttributes } from "react";
import { useFrame } from "~/i18n/use-frame";

/** Every external link opens in a new tab without leaking the opener (requirements §2.2). */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { opensInNewTab } = useFrame();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{opensInNewTab}</span>
    </a>
  );
}
