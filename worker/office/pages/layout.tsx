import type { ReactNode } from "react";

export interface Signed {
  /** Who is signed in: an e-mail (Cloudflare Access) or the name given at the token sign-in. */
  who: string;
  via: "access" | "token";
  /** A token session's sign-out epoch (sign-outs.ts). */
  epoch?: number;
}

/** The frame of every office page: no script, the office's own style sheet, never indexed. */
export function Layout({ title, signed, children }: { title: string; signed?: Signed | null; children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="description" content="The college office's page for the website's form submissions and notices." />
        <title>{`${title} · MBC office`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/office/styles.css" />
      </head>
      <body>
        <header className="bar">
          <a href="/office">MBC office</a>
          {signed ? (
            <nav aria-label="Office">
              <a href="/office">Submissions</a>
              <a href="/office/notices">Notices</a>
            </nav>
          ) : null}
          {signed ? <SignOut signed={signed} /> : null}
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}

function SignOut({ signed }: { signed: Signed }) {
  // Access keeps its own session: its logout address ends it (and the page's with it).
  if (signed.via === "access")
    return (
      <span className="who">
        Signed in as {signed.who} · <a href="/cdn-cgi/access/logout">Sign out</a>
      </span>
    );
  return (
    <div className="account">
      <form method="post" action="/office/sign-out">
        <span className="who">Signed in as {signed.who}</span>
        <button type="submit">Sign out</button>
      </form>
      {/* For a computer left signed in, or a token that may have been seen: every browser signs in again. */}
      <form method="post" action="/office/sign-out-everywhere">
        <button type="submit">Sign out everywhere</button>
      </form>
    </div>
  );
}
