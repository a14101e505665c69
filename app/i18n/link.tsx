import { forwardRef } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from "react-router";
import { localePath } from "./locale";
import { useLocale } from "./use-frame";

/**
 * React Router's Link and NavLink for internal links written as English
 * paths ("/apply"): on a Nepali page they lead to the Nepali twin
 * ("/ne/apply"), so a page's links stay in its language without each link
 * naming one.
 *
 * Each loads its page as a new document, as a link does without scripts,
 * never as a navigation within the app: most pages load no React at all,
 * the edge serves every page from its cache, and what a page's markup needs
 * from a script (the page script, app/page-script.ts) starts once per
 * document.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const locale = useLocale();
  return <RouterLink ref={ref} reloadDocument to={typeof to === "string" ? localePath(to, locale) : to} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const locale = useLocale();
  return (
    <RouterNavLink ref={ref} reloadDocument to={typeof to === "string" ? localePath(to, locale) : to} {...props} />
  );
});
