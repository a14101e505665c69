import { BannerPage } from "~/components/page-sections";
import { useFrame } from "~/i18n/use-frame";
import { site, telHref } from "~/content/site";
import { visitUsPage } from "~/content/pages/visit-us";
import { visitUsContent } from "~/content/visit-us";
import { visitUsContentNe } from "~/content/visit-us.ne";
import { VisitForm } from "~/forms/visit-form";
import { fill } from "~/i18n/fill";
import { localeOf } from "~/i18n/locale";
import type { Route } from "./+types/visit-us";
import type { PageHandle } from "~/lib/page-handle";
import { PROGRAMME_INTEREST, PROGRAMME_PARAM } from "~/forms/contract/constants";

// Hydrates: its visit form.
export const handle: PageHandle = { hydrate: true };

/**
 * The page's copy in its language (the loader keeps both records out of the
 * browser's code), and the interest to tick when the link named a programme
 * (?programme=l4dc, from the programme finder): rendered ticked by the
 * server, so it arrives ticked without any script.
 */
export function loader({ request }: Route.LoaderArgs) {
  const programme = new URL(request.url).searchParams.get(PROGRAMME_PARAM) ?? "";
  const interest = PROGRAMME_INTEREST[programme as keyof typeof PROGRAMME_INTEREST] as string | undefined;
  return {
    content: localeOf(request) === "ne" ? visitUsContentNe : visitUsContent,
    interests: interest && Object.hasOwn(PROGRAMME_INTEREST, programme) ? [interest] : [],
  };
}

export default function VisitUsPage({ loaderData }: Route.ComponentProps) {
  const content = loaderData.content;
  const { phones } = useFrame();
  return (
    <BannerPage page={visitUsPage}>
      <section className="container grid gap-8 py-10 lg:grid-cols-[1fr_2fr]">
        <div className="grid content-start gap-4">
          <h2 className="section-title">{content.heading}</h2>
          <div className="prose">
            <p>{content.intro}</p>
            <p>{fill(content.office, { address: content.address, hours: content.hours })}</p>
          </div>
          <p className="m-0">
            {content.ratherCall}{" "}
            <a className="brand-link" href={telHref(site.phones[0])}>
              {phones[0]}
            </a>
          </p>
        </div>
        <div className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <VisitForm interests={loaderData.interests} />
        </div>
      </section>
    </BannerPage>
  );
}
