import { Link } from "~/i18n/link";
import { CourseCard } from "~/components/course-card";
import type { HomeContent } from "~/content/home";

// Each section's words come from the home route's loader, in the page's language.

/** requirements §2.3 item 4: who we are, in two paragraphs. */
export function IntroSection({ intro }: { intro: HomeContent["intro"] }) {
  return (
    <section aria-labelledby="home-intro-title" className="container py-12" data-section="intro">
      <h2 id="home-intro-title" className="section-title m-0">
        {intro.heading}
      </h2>
      <div className="prose mt-4">
        {intro.paragraphs.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </div>
    </section>
  );
}

/** requirements §2.3 item 5 and §3: the four qualification cards (shared records from courses.ts). */
export function QualificationCards({ section }: { section: HomeContent["cards"] }) {
  return (
    <section aria-labelledby="home-cards-title" className="container pb-14" data-section="cards">
      <h2 id="home-cards-title" className="section-title m-0">
        {section.heading}
      </h2>
      <p className="mt-2 text-slate-700">{section.lead}</p>
      <ul className="mt-6 grid list-none gap-6 pl-0 sm:grid-cols-2 lg:grid-cols-4">
        {section.cards.map((card) => (
          <li key={card.id}>
            <CourseCard card={card} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** requirements §2.3 item 7: the inclusive welcome. */
export function WelcomeSection({ welcome }: { welcome: HomeContent["welcome"] }) {
  return (
    <section
      aria-labelledby="home-welcome-title"
      className="container grid gap-8 py-14 lg:grid-cols-[3fr_2fr]"
      data-section="welcome"
    >
      <div>
        <h2 id="home-welcome-title" className="section-title m-0">
          {welcome.heading}
        </h2>
        <div className="prose mt-4">
          {welcome.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </div>
      </div>
      <div className="self-start rounded-xl border border-brand-100 bg-brand-50 p-6">
        <ul className="m-0 grid list-none gap-3 pl-0">
          {welcome.points.map((point) => (
            <li key={point} className="flex items-start gap-2 text-slate-800">
              <span aria-hidden="true" className="mt-2 block h-2 w-2 flex-none rounded-full bg-accent-700" />
              {point}
            </li>
          ))}
        </ul>
        <p className="mt-5 flex flex-wrap gap-3">
          {welcome.actions.map((action, i) => (
            <Link key={action.label} to={action.to} className={i === 0 ? "btn-primary" : "btn-secondary bg-white"}>
              {action.label}
            </Link>
          ))}
        </p>
      </div>
    </section>
  );
}
