import { CourseListing } from "~/components/programme/course-listing";
import { ProgressionPathway } from "~/components/programme/progression-pathway";
import { diplomaCards } from "~/content/courses";
import { diplomasPage } from "~/content/pages/diplomas";
import { diplomaPathway } from "~/content/programmes/shared";
import { site } from "~/content/site";

export default function DiplomasPage() {
  return (
    <CourseListing
      banner={diplomasPage.banner}
      heading="Seven diplomas, one clear route to a degree"
      cards={diplomaCards}
    >
      <p>
        Our diplomas are awarded by {site.partners.awardingBody.name} in the UK. Start at Level 3 or with the
        International Foundation Diploma, move up through Levels 4 and 5, and you can finish with a one-year top-up to a
        British honours degree. Choose a pathway in computing, business management or cyber security.
      </p>
      <ProgressionPathway steps={diplomaPathway()} />
    </CourseListing>
  );
}
