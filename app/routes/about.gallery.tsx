import { BannerPage, TitledSection } from "~/components/page-sections";
import { useRef, useState } from "react";
import { GalleryTile } from "~/components/gallery/gallery-tile";
import { GalleryViewer } from "~/components/gallery/gallery-viewer";
import { gallery } from "~/content/gallery";
import { aboutGalleryPage } from "~/content/pages/about.gallery";

export default function AboutGalleryPage() {
  const [current, setCurrent] = useState<number | null>(null);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  return (
    <BannerPage page={aboutGalleryPage}>
      <TitledSection id="gallery-heading" title="Life at our Kamalpokhari campus" className="container py-12">
        <p className="prose mt-3">
          Lectures and lab sessions, seminars with industry guests, hackathons, sports and cultural evenings: a glimpse
          of the days our students share. Select an image to see it larger.
        </p>
        <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-gallery="">
          {gallery.map((image, i) => (
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
        images={gallery}
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
