import { BannerPage, TitledSection } from "~/components/page-sections";
import { useFrame } from "~/i18n/use-frame";
import { Fragment, type ReactNode, useEffect, useState } from "react";
import { EnquirySection } from "~/components/enquiry-section";
import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icons";
import { contact } from "~/content/contact";
import { contactNe } from "~/content/contact.ne";
import { contactPage } from "~/content/pages/contact";
import { site, telHref } from "~/content/site";
import { localeOf } from "~/i18n/locale";
import { openStatus } from "~/lib/kathmandu-time";
import type { Route } from "./+types/contact";
import type { PageHandle } from "~/lib/page-handle";
import { PROGRAMME_PARAM } from "~/forms/contract/constants";
import { enquiryMessage } from "~/finder/answer.server";

// Hydrates: its enquiry form.
export const handle: PageHandle = { hydrate: true };

// Computed on the server so the HTML and the hydrated page show the same
// line; after hydration the browser recomputes it each minute, because a
// page can sit open for hours and the edge cache (worker/page-cache.ts) may
// serve HTML rendered a few minutes earlier.
// The copy comes in the page's language (the loader keeps both records out
// of the browser's code), with the open/closed line's words.
// A link that names a programme (?programme=l4dc, from the programme finder)
// arrives with the enquiry's message begun in the page's language.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const content = locale === "ne" ? contactNe : contact;
  const message = enquiryMessage(new URL(request.url).searchParams.get(PROGRAMME_PARAM), locale);
  return { content, status: openStatus(new Date(), site.hours, content.status), message };
}

function Card({
  icon,
  title,
  children,
}: {
  icon: "pin" | "phone" | "mail" | "clock";
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-800">
        <Icon name={icon} aria-hidden="true" />
        {title}
      </h3>
      <div className="mt-3 text-slate-700">{children}</div>
    </div>
  );
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const contact = loaderData.content;
  const { phones } = useFrame();
  const [status, setStatus] = useState(loaderData.status);
  const words = contact.status;
  useEffect(() => {
    const update = () => setStatus(openStatus(new Date(), site.hours, words));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [words]);
  return (
    <BannerPage page={contactPage}>
      <TitledSection id="contact-details" title={contact.heading} className="container py-12">
        <p className="prose mt-3">{contact.intro}</p>
        <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Card icon="pin" title={contact.visitHeading}>
            <address className="not-italic">
              {contact.addressLines.map((line, i) => (
                <Fragment key={line}>
                  {i > 0 ? <br /> : null}
                  {line}
                </Fragment>
              ))}
            </address>
            <ExternalLink href={site.map.linkUrl} className="brand-link mt-1 inline-block py-1">
              {contact.directions}
              <span className="sr-only">{contact.directionsTo}</span>
            </ExternalLink>
          </Card>
          <Card icon="phone" title={contact.callHeading}>
            <ul className="grid gap-1">
              {site.phones.map((phone, i) => (
                <li key={phone}>
                  <a href={telHref(phone)} className="brand-link">
                    {phones[i]}
                  </a>
                </li>
              ))}
            </ul>
          </Card>
          <Card icon="mail" title={contact.emailHeading}>
            <ul className="grid gap-1">
              {site.emails.map((email) => (
                <li key={email}>
                  <a href={`mailto:${email}`} className="brand-link break-all">
                    {email}
                  </a>
                </li>
              ))}
            </ul>
          </Card>
          <Card icon="clock" title={contact.hoursHeading}>
            <ul className="grid gap-1">
              {contact.hoursLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p
              className={`mt-3 font-semibold ${status.open ? "text-green-800" : "text-red-800"}`}
              data-open-status={status.open ? "open" : "closed"}
            >
              {status.text}
            </p>
          </Card>
        </div>
      </TitledSection>
      <EnquirySection heading={contact.enquiryHeading} message={loaderData.message || undefined} />
    </BannerPage>
  );
}
