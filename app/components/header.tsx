import { Link } from "~/i18n/link";
import { LanguageSwitcher } from "~/i18n/switcher";
import { useFrame } from "~/i18n/use-frame";
import { site, telHref } from "~/content/site";
import { Icon } from "./icons";
import { Logo } from "./logo";
import { PhoneSocialLinks } from "./social-bar";

/** The page header above the navigation: contact strip and the college name. */
export function Header() {
  const frame = useFrame();
  return (
    <header className="bg-white">
      <div className="border-b border-slate-200 bg-brand-50 text-sm text-slate-700">
        <div className="container flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1.5">
          <p className="flex items-center gap-1.5">
            <Icon name="pin" width={16} height={16} className="text-brand" />
            {frame.address}
          </p>
          <p className="hidden sm:flex items-center gap-4">
            <a
              href={telHref(site.phones[0])}
              className="flex items-center gap-1.5 text-slate-700 no-underline hover:text-brand-700"
            >
              <Icon name="phone" width={16} height={16} className="text-brand" />
              {frame.phones[0]}
            </a>
            <a
              href={`mailto:${site.emails[0]}`}
              className="flex items-center gap-1.5 text-slate-700 no-underline hover:text-brand-700"
            >
              <Icon name="mail" width={16} height={16} className="text-brand" />
              {site.emails[0]}
            </a>
          </p>
          <div className="flex items-center gap-3">
            <PhoneSocialLinks />
            <LanguageSwitcher />
          </div>
        </div>
      </div>
      <div className="container flex items-center justify-between gap-4 py-3">
        <Link to="/" className="no-underline">
          <Logo tagline={frame.tagline} />
        </Link>
        <p className="hidden md:block text-right text-sm text-slate-600">
          {frame.partnership.before}
          <strong className="text-brand-800">{site.partners.university.shortName}</strong>
          {frame.partnership.between}
          <strong className="text-brand-800">{site.partners.awardingBody.shortName}</strong>
          {frame.partnership.after}
        </p>
      </div>
    </header>
  );
}
