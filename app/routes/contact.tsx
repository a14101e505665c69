import { BannerPage, TitledSection } from "~/components/page-sections";
import { type ReactNode, useEffect, useState } from "react";
import { EnquirySection } from "~/components/enquiry-section";
import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icons";
import { contact } from "~/content/contact";
import { contactPage } from "~/content/pages/contact";
import { fullAddress, hoursText, site, telHref } from "~/content/site";
import { openStatus } from "~/lib/kathmandu-time";
import type { Route } from "./+types/contact";

// Computed on the server so the HTML and the hydrated page show the same
// line; after hydration the browser recomputes it each minute, because a
// page can sit open for hours and the edge cache (worker/page-cache.ts) may
// serve HTML rendered a few minutes earlier.
export function loader() {
  return { status: openStatus(new Date(), site.hours) };
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
  const [status, setStatus] = useState(loaderData.status);
  useEffect(() => {
    const update = () => setStatus(openStatus(new Date(), site.hours));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <BannerPage page={contactPage}>
      <TitledSection id="contact-details" title={contact.heading} className="container py-12">
        <p className="prose mt-3">{contact.intro}</p>
        <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Card icon="pin" title={contact.visitHeading}>
            <address className="not-italic">
              {site.name}
              <br />
              {site.address.street}
              <br />
              {site.address.locality} {site.address.postalCode}, {site.address.country}
            </address>
            <ExternalLink href={site.map.linkUrl} className="brand-link mt-2 inline-block">
              Directions<span className="sr-only"> to {fullAddress}</span>
            </ExternalLink>
          </Card>
          <Card icon="phone" title={contact.callHeading}>
            <ul className="grid gap-1">
              {site.phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)} className="brand-link">
                    {phone}
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
              {site.hours.map((h) => (
                <li key={h.days}>{hoursText(h)}</li>
              ))}
              <li>{site.closedDays}: closed</li>
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
      <EnquirySection heading={contact.enquiryHeading} />
    </BannerPage>
  );
}
