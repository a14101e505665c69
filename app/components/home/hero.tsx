import { useRouteLoaderData } from "react-router";
import { Link } from "~/i18n/link";
import { useWords } from "~/i18n/use-frame";
import { usePage } from "~/i18n/use-page";
import type { HomeContent } from "~/content/home";
import { RefImage } from "~/components/ref-image";
import { HERO_VIDEO } from "./hero-behaviour";

/**
 * The hero (requirements §2.3, §4): the page's <h1>, the four pitches and the video.
 *
 * The still image is the largest paint, on phones too (it comes first there):
 * it is in the server HTML, eager and high priority, so the page is complete
 * before any video byte arrives.
 * Without HERO_VIDEO_URL (the default) the still is all there is. With it,
 * the video (URL from the root loader) sits over the still, invisible and
 * preload="none"; the page script plays it, or under reduced motion or
 * Save-Data shows its controls instead (hero-behaviour.ts). Without
 * JavaScript the still stays.
 * The heading is the page record's banner (the page layout's loader), the
 * rest the home route's loader's, both in the page's language.
 */
export function Hero({ hero }: { hero: HomeContent["hero"] }) {
  const banner = usePage()?.banner;
  const words = useWords().home.hero;
  const heroStill = hero.still;
  const root = useRouteLoaderData("root") as { heroVideoUrl?: string } | undefined;
  const videoUrl = root?.heroVideoUrl;
  if (!banner) throw new Error("Hero: the page layout's record is missing");
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand text-white" data-section="hero">
      <div className="container grid items-center gap-8 py-10 md:grid-cols-2 md:py-14">
        <div>
          <h1 className="m-0 text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">
            {banner.mainTitle}
          </h1>
          <p className="mt-3 text-lg text-brand-50">{banner.subTitle}</p>
          <ul className="mt-6 grid list-none gap-3 pl-0" aria-label={words.pitchesLabel}>
            {hero.pitches.map((pitch) => (
              <li key={pitch} className="flex items-start gap-3 text-base font-semibold sm:text-lg">
                <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" className="mt-0.5 flex-none">
                  <circle cx="12" cy="12" r="11" fill="#f2a900" />
                  <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#002a44" strokeWidth="2.5" />
                </svg>
                {pitch}
              </li>
            ))}
          </ul>
          <p className="mt-8 flex flex-wrap gap-3">
            {hero.actions.map((action) => (
              <Link
                key={action.label}
                to={action.to}
                className={
                  action.primary
                    ? "inline-flex items-center rounded-md bg-accent px-5 py-2.5 font-bold text-brand-900 no-underline hover:bg-white"
                    : "inline-flex items-center rounded-md border-2 border-white px-5 py-2 font-semibold text-white no-underline hover:bg-white/15"
                }
              >
                {action.label}
              </Link>
            ))}
          </p>
        </div>
        {/*
          On a phone the still comes first, whole and above the fold: it is
          the page's largest paint, so nothing painted later (the first-visit
          popup) can outgrow it. Side by side from md up.
        */}
        <div className="relative order-first overflow-hidden rounded-xl bg-brand-100 shadow-xl aspect-video md:order-none">
          <RefImage
            image={heroStill}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
            data-hero-still=""
          />
          {videoUrl ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: without controls the video takes no focus; it is decoration over the described still until the behaviour gives it controls and a name
            <video
              src={videoUrl}
              muted
              playsInline
              loop
              preload="none"
              aria-hidden="true"
              data-state="waiting"
              data-poster={heroStill.src}
              data-label={words.videoLabel}
              {...{ [HERO_VIDEO]: "" }}
              className="absolute inset-0 h-full w-full object-cover opacity-0 transition-opacity duration-500 data-[state=manual]:opacity-100 data-[state=playing]:opacity-100"
            >
              {words.noVideo}
            </video>
          ) : null}
        </div>
      </div>
    </section>
  );
}
