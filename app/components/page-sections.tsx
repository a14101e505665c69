import { type ComponentType, createElement, Fragment, type ReactNode } from "react";
import type { BannerData } from "~/content/pages";
import { Banner } from "./banner";

/**
 * `first`, then the children, as siblings in one list, as if written out
 * side by side. Wrapping the children as a list of their own would add a
 * level to the element tree, and with it change the ids React's useId
 * derives from the tree (the collapsibles' and the forms' ids).
 */
function after(first: ReactNode, children: ReactNode): ReactNode[] {
  return [first, ...(Array.isArray(children) ? children : [children])];
}

/** What a page that opens with a banner needs from its record. */
type BannerPageInfo = { banner: BannerData };

/**
 * A page that opens with its banner: the banner from the page's record, then
 * whatever the route puts below it.
 */
export function BannerPage({ page, children }: { page: BannerPageInfo; children: ReactNode }) {
  return createElement(Fragment, null, ...after(<Banner {...page.banner} />, children));
}

/**
 * The page component for a view that fills everything below the banner:
 * it takes the page's record as `page` and hands the other props to the view.
 */
export function withBanner<P extends object>(View: ComponentType<P>) {
  return function PageWithBanner({ page, ...props }: P & { page: BannerPageInfo }) {
    return (
      <BannerPage page={page}>
        <View {...(props as P)} />
      </BannerPage>
    );
  };
}

/**
 * A section headed by its own h2, which also names the section for
 * assistive technology (aria-labelledby). `innerClassName` wraps heading and
 * content in a div of their own, for a full-width band with a contained body.
 */
export function TitledSection({
  id,
  title,
  className,
  innerClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  innerClassName?: string;
  children: ReactNode;
}) {
  const content = after(
    <h2 id={id} className="section-title">
      {title}
    </h2>,
    children,
  );
  const props = { className, "aria-labelledby": id };
  return innerClassName
    ? createElement("section", props, createElement("div", { className: innerClassName }, ...content))
    : createElement("section", props, ...content);
}

/** Paragraphs of copy, one <p> each. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return items.map((p) => <p key={p}>{p}</p>);
}
