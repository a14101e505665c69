import { BannerPage, TitledSection } from "~/components/page-sections";
import { ChairmanCard, StaffCard } from "~/components/people/staff-card";
import { staffContent } from "~/content/staff";
import { staffContentNe } from "~/content/staff.ne";
import { localeOf } from "~/i18n/locale";
import { useWords } from "~/i18n/use-frame";
import { usePageRecord } from "~/i18n/use-page";
import type { Route } from "./+types/administration.faculty-staff";

export function loader({ request }: Route.LoaderArgs) {
  return { content: localeOf(request) === "ne" ? staffContentNe : staffContent };
}

export default function AdministrationFacultyStaffPage({ loaderData }: Route.ComponentProps) {
  const { chairman, staff, teamIntro } = loaderData.content;
  const words = useWords().administration;
  return (
    <BannerPage page={usePageRecord()}>
      <TitledSection id="staff-chairman" title={words.leadershipHeading} className="container py-12">
        <div className="mt-6">
          <ChairmanCard member={chairman} />
        </div>
      </TitledSection>
      <TitledSection id="staff-team" title={words.teamHeading} className="bg-brand-50 py-12" innerClassName="container">
        <p className="prose mt-3">{teamIntro}</p>
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-staff-grid="">
          {staff.map((member) => (
            <StaffCard key={member.name} member={member} />
          ))}
        </ul>
      </TitledSection>
    </BannerPage>
  );
}
