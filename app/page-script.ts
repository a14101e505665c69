/**
 * The page script: one small plain module every page loads (root.tsx), for
 * what the page's native controls do not do by themselves. It brings no
 * framework along (vite.config.ts builds it as its own entry), so each of
 * these works from the moment the page has loaded, whether or not the page
 * loads React, and the first tap never waits for a framework. Each piece
 * lives beside the component whose markup it acts on, and finds it by an
 * attribute that component writes.
 */
import { COUNT_UP, startCountUp } from "./components/count-up-behaviour";
import { CAROUSEL, startCarousel } from "./components/home/carousel-behaviour";
import { HERO_VIDEO, startHeroVideo } from "./components/home/hero-behaviour";
import { OPEN_ONCE_PER_SESSION, openOncePerSession } from "./components/home/popup-behaviour";
import { LOADING_OVERLAY, showWhileLoading } from "./components/loading-overlay-behaviour";
import { GALLERY_VIEWER, startGallery } from "./components/gallery/gallery-behaviour";
import { MAP_CARD, startMapCard } from "./components/map-behaviour";
import { DESKTOP_MENU_ATTRIBUTE, startDesktopMenu } from "./components/nav/desktop-menu-behaviour";
import { NAV_SENTINEL, startStickyShadow } from "./components/nav/sticky-behaviour";
import { PHOTO_FALLBACK, replaceWhenBroken } from "./components/image-fallback-behaviour";
import { PDF_EMBED, fitPanelsToNote } from "./components/pdf-embed-behaviour";

const each = <E extends Element>(selector: string, start: (element: E) => unknown) => {
  for (const element of document.querySelectorAll<E>(selector)) start(element);
};

each<HTMLTemplateElement>(`template[${LOADING_OVERLAY}]`, showWhileLoading);
each<HTMLElement>(`[${NAV_SENTINEL}]`, startStickyShadow);
each<HTMLElement>(`[${DESKTOP_MENU_ATTRIBUTE}]`, startDesktopMenu);
each<HTMLElement>(`[${MAP_CARD}]`, startMapCard);
each<HTMLElement>(`[${COUNT_UP}]`, startCountUp);
each<HTMLVideoElement>(`video[${HERO_VIDEO}]`, startHeroVideo);
each<HTMLElement>(`[${CAROUSEL}]`, startCarousel);
each<HTMLImageElement>(`img[${PHOTO_FALLBACK}]`, replaceWhenBroken);
each<HTMLDialogElement>(`dialog[${GALLERY_VIEWER}]`, startGallery);
if (document.querySelector(`[${PDF_EMBED}]`)) fitPanelsToNote(document);
each<HTMLDialogElement>(`dialog[${OPEN_ONCE_PER_SESSION}]`, openOncePerSession);
// Said on <html> once every behaviour above has started: until then a tap
// does what the markup alone does (a gallery tile opens its picture), and a
// test waits for this before it acts as a visitor whose page has loaded.
document.documentElement.dataset.pageScript = "started";
