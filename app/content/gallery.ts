/**
 * The photo gallery (requirements §2.5, §9: 11 images). The college has no
 * photographs we may publish, so each entry is our own illustration drawn
 * by scripts/make-gallery.ts; swap `src` for a real photo (same 4:3 shape)
 * and update the alt text when the college supplies one.
 */
import { site } from "./site";
import type { ImageRef } from "~/lib/image-ref";

export interface GalleryImage extends ImageRef {
  caption: string;
}

/** The gallery page: its heading, its introduction and the images. */
export interface GalleryPage {
  heading: string;
  intro: string;
  images: GalleryImage[];
}

const scene = (name: string, caption: string, alt: string): GalleryImage => ({
  src: `/gallery/${name}.svg`,
  caption,
  alt,
  width: 800,
  height: 600,
});

export const gallery: GalleryImage[] = [
  scene(
    "classroom",
    "A lecture in progress",
    "A lecturer points to diagrams on a green board while five students take notes at their desks",
  ),
  scene(
    "lab",
    "Practical session in the computer lab",
    "Four students work on laptops along a bench in a bright computer lab",
  ),
  scene(
    "library",
    "Quiet study in the library",
    "Two students browse tall shelves of colourful books beside a reading table",
  ),
  scene(
    "graduation",
    "Graduation day",
    "Five graduates in caps and gowns stand under a Graduation Day banner as caps fly overhead",
  ),
  scene("seminar", "An industry seminar", "A guest speaker presents a growth chart to a full hall of students"),
  scene("sports-day", "Sports day on the field", "Students play ball on a running track on a sunny sports day"),
  scene(
    "orientation",
    "Orientation week",
    "A staff member welcomes a row of new students beneath a welcome banner and bunting",
  ),
  scene("hackathon", "Student hackathon", "Three teams code late into the night at laptops under a Hackathon banner"),
  scene("cultural-event", "Cultural evening", "Two performers dance on stage in front of a seated audience"),
  scene(
    "reception",
    "Our reception and student services desk",
    "A receptionist greets a visitor at the front desk beneath the college sign",
  ),
  scene(
    "campus-exterior",
    `The ${site.address.area} campus`,
    "The college building with trees on either side and students walking up the path",
  ),
];

export const galleryPage: GalleryPage = {
  heading: `Life at our ${site.address.area} campus`,
  intro:
    "Lectures and lab sessions, seminars with industry guests, hackathons, sports and cultural evenings: a glimpse of the days our students share. Select an image to see it larger.",
  images: gallery,
};
