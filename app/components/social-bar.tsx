import { site } from "~/content/site";
import { Icon } from "./icons";

/**
 * The floating vertical bar at the left edge of every page (SPEC §2.2),
 * from 640 px wide. On a narrower screen a fixed bar can only sit on top of
 * the text beside it, so there the same three links sit in the header
 * instead (PhoneSocialLinks), in the page flow.
 */
export function SocialBar() {
  return (
    <aside aria-label="Follow us" className="fixed left-0 top-1/2 z-30 hidden -translate-y-1/2 sm:block print:hidden" data-social-bar="">
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

/** The bar's three links for phones (below 640 px), in the header's top strip. */
export function PhoneSocialLinks() {
  return (
    <div className="flex items-center gap-2 sm:hidden print:hidden" data-social-phone="">
      <span className="sr-only">Follow us:</span>
      <ul className="flex gap-1.5">
        {site.floatingSocial.map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={`social-${link.icon} flex h-8 w-8 items-center justify-center rounded-md text-white`}
            >
              <Icon name={link.icon} width={18} height={18} className="text-white/20" />
              <span className="sr-only">{link.name} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
