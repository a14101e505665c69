import { data } from "react-router";
import { NotFoundView, notFoundMeta } from "./not-found-view";
import type { Route } from "./+types/not-found";

// Any path outside requirements §2.1 lands here and answers 404.
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = notFoundMeta;

export default function NotFound() {
  return <NotFoundView />;
}
