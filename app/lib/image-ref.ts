/**
 * An image as content records give it: where it is, what it shows, and its
 * intrinsic size (so the page reserves the space and nothing shifts as it
 * loads). Course cards, programme pages, the gallery and the leaders'
 * portraits share it.
 */
export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
}
