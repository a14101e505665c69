import { href } from "~/content/pages";
import { Link } from "~/i18n/link";
import { site, type SocialLink, telHref } from "~/content/site";
import { useFrame } from "~/i18n/use-frame";
import { LogoMark } from "./logo";
import { MapFrame } from "./map-frame";
import { SocialIconLink } from "./social-link";

/** Footer (requirements §2.2): address, opening hours, the map and social links. */
export function Footer() {
  const { footer, phones } = useFrame();
  const mailLink: SocialLink = {
    name: footer.emailUs,
    icon: "mail",
    href: `mailto:${site.emails[0]}`,
    colour: site.brandColour,
  };
  return (
    <footer className="mt-16 bg-brand-900 text-slate-100">
      <div className="container grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="flex items-center gap-3 text-xl font-bold text-white">
            <LogoMark size={36} /> {site.name}
          </p>
          <h2 className="mt-6 text-lg font-semibold text-white">{footer.address}</h2>
          <address className="mt-2 not-italic leading-relaxed">
            {footer.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <ul className="mt-3 space-y-1">
            {site.phones.map((phone, i) => (
              <li key={phone}>
                <a href={telHref(phone)} className="text-slate-100 hover:text-white">
                  {phones[i]}
                </a>
              </li>
            ))}
            {site.emails.map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`} className="text-slate-100 hover:text-white">
                  {email}
                </a>
              </li>
            ))}
          </ul>
          <h2 className="mt-6 text-lg font-semibold text-white">{footer.openingHours}</h2>
          <p className="mt-2" data-opening-hours="">
            {footer.hoursLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </p>
        </div>
        <div>
          <h2 className="text-lg font-semibold text-white">{footer.quickLinksHeading}</h2>
          <ul className="mt-3 space-y-1">
            {footer.quickLinks.map((link) => (
              <li key={link.link}>
                {/* A block at least 24 px tall: one finger, one link, whatever the phone's font. */}
                <Link to={encodeURI(link.link)} className="inline-block py-1 text-slate-100 hover:text-white">
                  {link.footerTitle ?? link.title}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className="mt-6 text-lg font-semibold text-white">{footer.followUs}</h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {site.social.map((link) => (
              <li key={link.name}>
                <SocialIconLink
                  link={link}
                  className="h-11 w-11 rounded-md text-white/20 hover:ring-2 hover:ring-white"
                />
              </li>
            ))}
            <li>
              {/* A line icon, drawn in full white where the networks' badges are tinted. */}
              <SocialIconLink
                link={mailLink}
                className="h-11 w-11 rounded-md text-white hover:ring-2 hover:ring-white"
              />
            </li>
          </ul>
        </div>
        <div className="md:col-span-2 lg:col-span-1">
          <h2 className="text-lg font-semibold text-white">{footer.findUs}</h2>
          <MapFrame className="mt-3" />
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="container flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-4 text-sm">
          <p className="m-0 text-slate-300">{footer.copyright}</p>
          <Link
            to={href("/privacy")}
            className="inline-block py-1 text-slate-100 underline hover:text-white"
            data-privacy-link=""
          >
            {footer.privacy}
          </Link>
        </div>
      </div>
    </footer>
  );
}
