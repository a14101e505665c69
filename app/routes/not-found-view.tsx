import { documentTitle } from "~/content/pages";
import { Link } from "~/i18n/link";
import type { FrameText } from "~/i18n/frame/types";
import { useFrame } from "~/i18n/use-frame";

// The 404 page, shared by the catch-all route (routes/not-found.tsx), any
// route whose loader finds nothing to show (routes/programme.tsx) and the
// Nepali pages while the Nepali version is off (routes/nepali.tsx).

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The 404 page's title and description, in the page's language, never indexed. */
export const notFoundMeta = ({ matches }: { matches: Matches }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { frame?: FrameText } | undefined;
  const text = root?.frame?.notFound;
  return [
    ...(text ? [{ title: documentTitle(text.title) }, { name: "description", content: text.description }] : []),
    { name: "robots", content: "noindex" },
  ];
};

/** The 404 page: what went wrong and where to continue. */
export function NotFoundView() {
  const { notFound } = useFrame();
  return (
    <section className="container py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{notFound.kicker}</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-800">{notFound.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{notFound.text}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {notFound.suggestions.map((s) => (
          <li key={s.to}>
            <Link
              to={s.to}
              className="block rounded-md border border-slate-200 p-4 font-semibold text-brand-700 hover:border-brand"
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
