import { forwardRef } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from "react-router";
import { localePath } from "./locale";
import { useLocale } from "./use-frame";

/**
 * React Router's Link and NavLink for internal links written as English
 * paths ("/apply"): on a Nepali page they lead to the Nepali twin
 * ("/ne/apply"), so a page's links stay in its language without each link
 * naming one.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const locale = useLocale();
  return <RouterLink ref={ref} to={typeof to === "string" ? localePath(to, locale) : to} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const locale = useLocale();
  return <RouterNavLink ref={ref} to={typeof to === "string" ? localePath(to, locale) : to} {...props} />;
});
