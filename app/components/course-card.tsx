import { Link } from "~/i18n/link";
import { useWords } from "~/i18n/use-frame";
import type { CourseCard as CourseCardData } from "~/content/courses";
import { Icon } from "./icons";
import { RefImage } from "~/components/ref-image";

/**
 * One course card (requirements §3): image, level, title, provider, description and
 * a link. The title is the link and stretches over the whole card, so the
 * card is one tab stop with a meaningful name rather than a row of
 * "Read more" links. `headingLevel` keeps the outline right wherever the
 * card sits (h2 straight under the banner, h3 under a section heading).
 * The card's record comes from the page's loader, its fixed words from the
 * root's, both in the page's language.
 */
export function CourseCard({ card, headingLevel = 3 }: { card: CourseCardData; headingLevel?: 2 | 3 }) {
  const words = useWords().home.card;
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-within:ring-3 focus-within:ring-accent"
      data-course-card={card.id}
    >
      <RefImage
        image={card.image}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] h-auto w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="m-0 text-sm font-semibold uppercase tracking-wide text-brand-700" data-field="level">
          {card.level}
        </p>
        <Heading className="m-0 text-xl font-bold leading-snug text-brand-800">
          <Link
            to={card.link}
            className="no-underline text-inherit after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:underline"
          >
            {card.title}
          </Link>
        </Heading>
        <p className="m-0 text-sm text-slate-600" data-field="provider">
          <span className="sr-only">{words.provider}</span>
          {card.provider}
        </p>
        <p className="m-0 flex-1 text-slate-700">{card.description}</p>
        <span aria-hidden="true" className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700">
          {words.view} <Icon name="arrow-right" width={18} height={18} />
        </span>
      </div>
    </article>
  );
}
