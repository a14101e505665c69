import type { BannerData } from "~/content/pages";
import { usePage } from "~/i18n/use-page";

/**
 * The page banner (requirements §2.2: mainTitle, subTitle, imageSrc, altText). It
 * holds the page's only <h1>. The artwork is decorative-but-described SVG
 * with fixed dimensions so it never shifts the layout.
 */
export function Banner(record: BannerData) {
  // The words in the page's language, from the page layout's loader; the record the page passed otherwise.
  const { mainTitle, subTitle, imageSrc, altText } = usePage()?.banner ?? record;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand to-brand-500 text-white">
      <div className="container grid items-center gap-6 py-10 md:grid-cols-[1fr_auto] md:py-14">
        <div>
          <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl">{mainTitle}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">{subTitle}</p>
        </div>
        <img
          src={imageSrc}
          alt={altText}
          width={320}
          height={200}
          fetchPriority="high"
          decoding="async"
          className="hidden md:block h-50 w-80 rounded-lg bg-white/10"
        />
      </div>
    </section>
  );
}
