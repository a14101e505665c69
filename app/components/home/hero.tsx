import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { Link } from "~/i18n/link";
import { useWords } from "~/i18n/use-frame";
import { usePage } from "~/i18n/use-page";
import type { HomeContent } from "~/content/home";
import { VIDEO_START_SECONDS } from "~/content/home-settings";
import { whenIdle } from "./idle";
import { RefImage } from "~/components/ref-image";
import { SCRIPTS_ON_DEMAND } from "~/lib/scripts-on-demand";

type VideoState = "waiting" | "playing" | "manual" | "failed";

/** Visitors who asked for less motion or less data get no autoplay (requirements §2.3). */
function autoplayAllowed() {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  return !saveData && !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The hero (requirements §2.3, §4): the page's <h1>, the four pitches and the video.
 *
 * The still image is the largest paint, on phones too (it comes first there):
 * it is in the server HTML, eager and high priority, so the page is complete
 * before any video byte arrives.
 * Without HERO_VIDEO_URL (the default) the still is all there is. With it,
 * the video (URL from the root loader) sits over the still, invisible
 * and preload="none" until the page has loaded and the browser is idle; it
 * then plays muted and inline from 4 s and fades in once frames arrive. On
 * any error it is hidden and the still stays, silently. Under reduced
 * motion or Save-Data it does not autoplay: it shows its controls instead.
 * The heading is the page record's banner (the page layout's loader), the
 * rest the home route's loader's, both in the page's language.
 */
export function Hero({ hero }: { hero: HomeContent["hero"] }) {
  const banner = usePage()?.banner;
  const words = useWords().home.hero;
  const heroStill = hero.still;
  const root = useRouteLoaderData("root") as { heroVideoUrl?: string } | undefined;
  const videoUrl = root?.heroVideoUrl;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<VideoState>("waiting");

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!autoplayAllowed()) {
      setState("manual");
      return;
    }
    let cancelIdle = () => {};
    const start = () => {
      const run = () => {
        video.muted = true;
        video.preload = "auto";
        video.play().catch(() => {
          // Autoplay refused or the source failed: the still simply stays.
        });
      };
      cancelIdle = whenIdle(run, 2000);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      cancelIdle();
    };
  }, []);

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
            <video
              ref={videoRef}
              src={videoUrl}
              muted
              playsInline
              loop
              preload="none"
              poster={state === "manual" ? heroStill.src : undefined}
              controls={state === "manual"}
              hidden={state === "failed"}
              // Playing muted without controls it is decoration over the
              // described still; with controls it is a control and is named.
              aria-label={state === "manual" ? words.videoLabel : undefined}
              aria-hidden={state === "manual" ? undefined : true}
              data-state={state}
              // Its autoplay is due at load: the page's scripts start once it has painted.
              {...{ [SCRIPTS_ON_DEMAND.atLoad]: "" }}
              onLoadedMetadata={(e) => {
                e.currentTarget.currentTime = VIDEO_START_SECONDS;
              }}
              onPlaying={() => setState((s) => (s === "failed" ? s : "playing"))}
              onError={() => setState("failed")}
              className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-500 ${state === "playing" || state === "manual" ? "opacity-100" : "opacity-0"}`}
            >
              {words.noVideo}
            </video>
          ) : null}
        </div>
      </div>
    </section>
  );
}
