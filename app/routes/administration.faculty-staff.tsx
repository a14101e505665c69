import { BannerPage, TitledSection } from "~/components/page-sections";
import { ChairmanCard, StaffCard } from "~/components/people/staff-card";
import { administrationFacultyStaffPage } from "~/content/pages/administration.faculty-staff";
import { chairman, staff } from "~/content/staff";

export default function AdministrationFacultyStaffPage() {
  return (
    <BannerPage page={administrationFacultyStaffPage}>
      <TitledSection id="staff-chairman" title="Leadership" className="container py-12">
        <div className="mt-6">
          <ChairmanCard member={chairman} />
        </div>
      </TitledSection>
      <TitledSection
        id="staff-team"
        title="Faculty and administration"
        className="bg-brand-50 py-12"
        innerClassName="container"
      >
        <p className="prose mt-3">
          Lecturers who bring industry experience into the classroom, and an administrative team that looks after
          admissions, student services, labs and accounts.
        </p>
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-staff-grid="">
          {staff.map((member) => (
            <StaffCard key={member.name} member={member} />
          ))}
        </ul>
      </TitledSection>
    </BannerPage>
  );
}
