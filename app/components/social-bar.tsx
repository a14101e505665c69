import { site } from "~/content/site";
import { Icon } from "./icons";

/** The floating vertical bar at the left edge of every page (SPEC §2.2). */
export function SocialBar() {
  return (
    <aside aria-label="Follow us" className="fixed left-0 bottom-20 z-30 sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 print:hidden">
      <ul className="flex flex-col overflow-hidden rounded-r-md shadow-lg">
        {site.floatingSocial.map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={`social-${link.icon} flex h-10 w-10 items-center justify-center text-white hover:w-12 transition-all`}
            >
              <Icon name={link.icon} width={22} height={22} className="text-white/20" />
              <span className="sr-only">{link.name} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
