import { BannerPage, TitledSection } from "~/components/page-sections";
import { useRef, useState } from "react";
import { GalleryTile } from "~/components/gallery/gallery-tile";
import { GalleryViewer } from "~/components/gallery/gallery-viewer";
import { galleryPage } from "~/content/gallery";
import { galleryPageNe } from "~/content/gallery.ne";
import { aboutGalleryPage } from "~/content/pages/about.gallery";
import { localeOf } from "~/i18n/locale";
import type { Route } from "./+types/about.gallery";
import type { PageHandle } from "~/lib/page-handle";

// Hydrates: the gallery viewer (keyboard, swipe) is React.
export const handle: PageHandle = { hydrate: true };

/** The gallery in the page's language (the loader keeps both records out of the browser's code). */
export function loader({ request }: Route.LoaderArgs) {
  return { content: localeOf(request) === "ne" ? galleryPageNe : galleryPage };
}

export default function AboutGalleryPage({ loaderData }: Route.ComponentProps) {
  const { heading, intro, images } = loaderData.content;
  const [current, setCurrent] = useState<number | null>(null);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  return (
    <BannerPage page={aboutGalleryPage}>
      <TitledSection id="gallery-heading" title={heading} className="container py-12">
        <p className="prose mt-3">{intro}</p>
        <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-gallery="">
          {images.map((image, i) => (
            <li key={image.src}>
              <GalleryTile
                ref={(el) => {
                  tiles.current[i] = el;
                }}
                image={image}
                onOpen={() => setCurrent(i)}
              />
            </li>
          ))}
        </ul>
      </TitledSection>
      <GalleryViewer
        images={images}
        index={current}
        onChange={setCurrent}
        onClose={() => {
          // Back to the tile of the image last shown, so keyboard users keep their place.
          const target = current === null ? null : tiles.current[current];
          setCurrent(null);
          target?.focus();
        }}
      />
    </BannerPage>
  );
}
