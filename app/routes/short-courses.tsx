import { CourseListing } from "~/components/programme/course-listing";
import { shortCourseCards } from "~/content/courses";
import { shortCoursesPage } from "~/content/pages/short-courses";

export default function ShortCoursesPage() {
  return (
    <CourseListing banner={shortCoursesPage.banner} heading="Focused skills, taught hands-on" cards={shortCourseCards}>
      <p>
        Our short courses are for students who want a head start and professionals who need a new skill for work. Each
        is taught in small groups in our Kamalpokhari labs, with practical projects you can show employers.
      </p>
    </CourseListing>
  );
}
