import { useMatches } from "react-router";

/** What a route's module says of its page through its `handle` export (read by root.tsx). */
export type PageHandle = {
  /** The announcement ticker above the header (the home page, requirements §2.3). */
  ticker?: boolean;
  /**
   * The page loads React and hydrates: it has a form (validation, drafts,
   * uploads, Turnstile) or a part whose behaviour is still React's. Every
   * other page is complete as the server sent it, with the page script
   * (app/page-script.ts) for what its native controls do not do.
   */
  hydrate?: boolean;
};

/** The current page's handle, from every matched route's. */
export function usePageHandle(): PageHandle {
  return Object.assign({}, ...useMatches().map((match) => (match.handle as PageHandle | undefined) ?? {}));
}
