import type { SocialLink } from "~/content/site";
import { ExternalLink } from "./external-link";
import { Icon } from "./icons";

/** A social network's icon as a link: named for screen readers, opening in a new tab. */
export function SocialIconLink({
  link,
  className,
  iconSize = 24,
  iconClassName,
}: {
  link: SocialLink;
  className: string;
  iconSize?: number;
  iconClassName?: string;
}) {
  return (
    <ExternalLink href={link.href} className={`social-${link.icon} flex items-center justify-center ${className}`}>
      <Icon name={link.icon} width={iconSize} height={iconSize} className={iconClassName} />
      <span className="sr-only">{link.name}</span>
    </ExternalLink>
  );
}
