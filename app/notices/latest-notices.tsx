import { Link } from "~/i18n/link";
import type { LatestSection } from "./types";
import { NoticeList } from "./notice-list";

/** The home page's latest notices, with a link to the board (requirements §2.3). */
export function LatestNotices({ section }: { section: LatestSection }) {
  if (!section.notices.length) return null;
  return (
    <section aria-labelledby="latest-notices" className="container max-w-3xl py-12">
      <h2 id="latest-notices" className="section-title">
        {section.heading}
      </h2>
      <NoticeList notices={section.notices} categories={section.categories} level="h3" />
      <p className="mt-4">
        <Link to="/notices" className="btn-secondary">
          {section.all}
        </Link>
      </p>
    </section>
  );
}
