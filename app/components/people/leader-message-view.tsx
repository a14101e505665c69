import { TitledSection, withBanner, Paragraphs } from "~/components/page-sections";
import { Collapsible } from "~/components/collapsible";
import type { LeaderMessage } from "~/content/leaders";
import { RefImage } from "~/components/ref-image";
import { useLocale, useWords } from "~/i18n/use-frame";

/**
 * The Chairman's and the CEO's message pages (requirements §2.5, §3 "Leader
 * message"). The message comes from the route's loader in the page's language.
 */
export function LeaderMessageView({ message }: { message: LeaderMessage }) {
  const words = useWords().about;
  // A name stays as the leader writes it, in Latin letters: on a Nepali page it is marked so
  // that a screen reader reads it with an English voice rather than a Nepali one.
  const nameLang = useLocale() === "ne" ? "en" : undefined;
  return (
    <>
      <section
        className="container grid gap-10 py-12 md:grid-cols-[1fr_18rem] md:items-start"
        aria-labelledby="leader-message"
      >
        <div>
          <div className="flex items-center gap-4">
            <img src={message.logo.src} alt={message.logo.alt} width={48} height={56} className="h-14 w-12" />
            <h2 id="leader-message" className="section-title">
              {message.header}
            </h2>
          </div>
          <div className="prose mt-6">
            <Paragraphs items={message.introMessage} />
          </div>
          <p className="mt-6 font-semibold text-brand-800">
            <span lang={nameLang}>{message.name}</span>
            <span className="block text-sm font-normal text-slate-700">{message.title}</span>
          </p>
        </div>
        <figure className="mx-auto w-full max-w-72">
          <RefImage image={message.image} className="h-auto w-full rounded-xl shadow-md" />
          <figcaption className="mt-2 text-center text-sm text-slate-700">{message.title}</figcaption>
        </figure>
      </section>
      <TitledSection id="leader-vision" title={words.ourVision} className="container pb-14">
        <div className="mt-6 grid gap-3">
          {message.vision.map((item) => (
            <Collapsible key={item.question} title={item.question}>
              <p>{item.answer}</p>
            </Collapsible>
          ))}
        </div>
      </TitledSection>
    </>
  );
}

/** The whole page: its banner, then the view. */
export const LeaderMessagePage = withBanner(LeaderMessageView);
