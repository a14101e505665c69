import "virtual:uno.css";
import "./app.css";
// The ticker's styles (it is part of the frame, on the home page only).
import "./components/home/home.css";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  UNSAFE_FrameworkContext as FrameworkContext,
  useRouteLoaderData,
} from "react-router";
import { useContext } from "react";
import pageScript from "virtual:page-script";
import type { Route } from "./+types/root";
import { Footer } from "./components/footer";
import { HydrationDone } from "./components/hydration-done";
import { Header } from "./components/header";
import { MaintenancePage } from "./components/maintenance";
import { Ticker } from "./components/home/ticker";
import { Nav } from "./components/nav";
import { SocialBar } from "./components/social-bar";
import { documentTitle } from "./content/pages";
import { site } from "./content/site";
import { frameText } from "./i18n/frame/index.server";
import type { FrameText } from "./i18n/frame/types";
import { englishError } from "./i18n/frame/fallback-error";
import { LANGUAGE_TAG, localeOf, localePath } from "./i18n/locale";
import { useFrame, useLocale } from "./i18n/use-frame";
import { wordsIn } from "./i18n/words/index.server";
import { requestInfo } from "./lib/context";
import { usePageHandle } from "./lib/page-handle";
import { pageScriptStart } from "./lib/page-script-start";

export function loader({ context, request }: Route.LoaderArgs) {
  const info = context.get(requestInfo);
  // As every page's loader reads it: a /ne/ path is Nepali only while the Nepali version is on.
  const locale = localeOf(request);
  if (info.maintenance) throw data({ maintenance: true, locale, text: frameText[locale].maintenance }, { status: 503 });
  return {
    siteUrl: info.siteUrl,
    heroVideoUrl: info.heroVideoUrl,
    turnstileSiteKey: info.turnstileSiteKey,
    nepali: info.nepali,
    locale,
    frame: frameText[locale],
    words: wordsIn(locale),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The page's one stylesheet is render-blocking, yet <Links /> writes it after
 * the module preloads React hoists into <head>, so on a slow link it queued
 * behind ~120 KB of JavaScript that paints nothing. A preload rendered before
 * <Links /> and <Scripts /> asks for it first; <Links /> still applies it.
 */
function StylesheetPreloads() {
  const manifest = useContext(FrameworkContext)?.manifest;
  return (manifest?.routes.root?.css ?? []).map((href) => (
    <link key={href} rel="preload" as="style" href={href} fetchPriority="high" />
  ));
}

/**
 * The page script (app/page-script.ts): what the page's native controls do
 * not do by themselves, started on every page once it has painted
 * (app/lib/page-script-start.ts says why not sooner).
 */
function PageScript() {
  const nonce = useContext(FrameworkContext)?.nonce;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant code and the built script's address, escaped by pageScriptStart; nothing from a visitor
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: pageScriptStart(pageScript) }} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // React Router's scripts (and with them React) only where the page needs them.
  const { hydrate } = usePageHandle();
  return (
    <html lang={LANGUAGE_TAG[useLocale()]} className="bg-white">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.brandColour} />
        <StylesheetPreloads />
        <Meta />
        <Links />
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <PageScript />
        {hydrate ? (
          <>
            {/* requirements §2: a new path starts at the top; back/forward restores (the browser does so on the other pages). */}
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  // A route opts into the announcement ticker above the header (the home page, requirements §2.3).
  const withTicker = usePageHandle().ticker;
  const frame = useFrame();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:text-brand-800"
      >
        {frame.skipToContent}
      </a>
      {withTicker ? <Ticker /> : null}
      <Header />
      <Nav />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <SocialBar />
      <HydrationDone />
    </>
  );
}

export default function App() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  const locale = useLocale();
  if (isRouteErrorResponse(error) && error.status === 503 && (error.data as { maintenance?: boolean })?.maintenance) {
    const text = (error.data as { text: FrameText["maintenance"] }).text;
    return (
      <>
        <title>{documentTitle(text.title)}</title>
        <meta name="robots" content="noindex" />
        <MaintenancePage text={text} />
      </>
    );
  }
  console.error(error);
  const text = root?.frame.error ?? englishError;
  return (
    <>
      <title>{documentTitle(text.heading)}</title>
      <meta name="robots" content="noindex" />
      <main
        id="main"
        className="container flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center"
      >
        <h1 className="text-3xl font-bold text-brand-800">{text.heading}</h1>
        <p className="text-lg text-slate-700">{text.text}</p>
        <a href={localePath("/contact", locale)} className="btn-primary">
          {text.action}
        </a>
      </main>
    </>
  );
}
