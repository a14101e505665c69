import { BannerPage, TitledSection } from "~/components/page-sections";
import { GalleryTile } from "~/components/gallery/gallery-tile";
import { GalleryViewer } from "~/components/gallery/gallery-viewer";
import { galleryPage } from "~/content/gallery";
import { galleryPageNe } from "~/content/gallery.ne";
import { aboutGalleryPage } from "~/content/pages/about.gallery";
import { fill } from "~/i18n/fill";
import { localeOf } from "~/i18n/locale";
import { localNumber } from "~/i18n/numerals";
import { useLocale, useWords } from "~/i18n/use-frame";
import type { Route } from "./+types/about.gallery";

/** The gallery in the page's language (the loader keeps both records out of the browser's code). */
export function loader({ request }: Route.LoaderArgs) {
  return { content: localeOf(request) === "ne" ? galleryPageNe : galleryPage };
}

// No React in the browser: the viewer is the page script's (gallery-behaviour.ts).
export default function AboutGalleryPage({ loaderData }: Route.ComponentProps) {
  const { heading, intro, images } = loaderData.content;
  const words = useWords().gallery;
  const number = localNumber(useLocale());
  // "(3 of 11)", in the page's digits: where each image stands, as the viewer says it.
  const positions = images.map(
    (_, i) => `(${fill(words.position, { n: number(i + 1), count: number(images.length) })})`,
  );
  return (
    <BannerPage page={aboutGalleryPage}>
      <TitledSection id="gallery-heading" title={heading} className="container py-12">
        <p className="prose mt-3">{intro}</p>
        <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-gallery="">
          {images.map((image, i) => (
            <li key={image.src}>
              <GalleryTile image={image} position={positions[i] ?? ""} />
            </li>
          ))}
        </ul>
      </TitledSection>
      {images[0] ? <GalleryViewer first={images[0]} position={positions[0] ?? ""} /> : null}
    </BannerPage>
  );
}
