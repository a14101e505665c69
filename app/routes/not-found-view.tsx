import { Link } from "~/i18n/link";

// The 404 page, shared by the catch-all route (routes/not-found.tsx) and any
// route whose loader finds nothing to show (routes/programme.tsx).

/** The 404 page's title and description, never indexed. */
export const notFoundMeta = () => [
  { title: "Page not found | MBC" },
  { name: "description", content: "The page you asked for does not exist on the MBC website." },
  { name: "robots", content: "noindex" },
];

const suggestions = [
  { to: "/", label: "Home page" },
  { to: "/Diplomas", label: "Diploma programmes" },
  { to: "/ShortCourses", label: "Short courses" },
  { to: "/apply", label: "Apply online" },
  { to: "/contact", label: "Contact us" },
];

/** The 404 page: what went wrong and where to continue. */
export function NotFoundView() {
  return (
    <section className="container py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-800">We couldn't find that page</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        The link may be old or mistyped. These pages are a good place to continue:
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {suggestions.map((s) => (
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
