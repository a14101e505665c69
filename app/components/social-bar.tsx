import { site } from "~/content/site";
import { SocialIconLink } from "./social-link";
import { useFrame } from "~/i18n/use-frame";

/**
 * The floating vertical bar at the left edge of every page (requirements §2.2),
 * from 640 px wide. On a narrower screen a fixed bar can only sit on top of
 * the text beside it, so there the same three links sit in the header
 * instead (PhoneSocialLinks), in the page flow.
 */
export function SocialBar() {
  const frame = useFrame();
  return (
    <aside
      aria-label={frame.followUsLabel}
      className="fixed left-0 top-1/2 z-30 hidden -translate-y-1/2 sm:block print:hidden"
      data-social-bar=""
    >
      <LinkList
        listClass="flex flex-col overflow-hidden rounded-r-md shadow-lg"
        linkClass="h-10 w-10 hover:w-12 transition-all"
        iconSize={22}
      />
    </aside>
  );
}

/** The bar's three links for phones (below 640 px), in the header's top strip. */
export function PhoneSocialLinks() {
  const frame = useFrame();
  return (
    <div className="flex items-center gap-2 sm:hidden print:hidden" data-social-phone="">
      <span className="sr-only">{frame.followUsLabel}:</span>
      <LinkList listClass="flex gap-1.5" linkClass="h-8 w-8 rounded-md" iconSize={18} />
    </div>
  );
}

function LinkList({ listClass, linkClass, iconSize }: { listClass: string; linkClass: string; iconSize: number }) {
  return (
    <ul className={listClass}>
      {site.floatingSocial.map((link) => (
        <li key={link.name}>
          <SocialIconLink
            link={link}
            className={`text-white ${linkClass}`}
            iconSize={iconSize}
            iconClassName="text-white/20"
          />
        </li>
      ))}
    </ul>
  );
}
