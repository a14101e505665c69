import { NAME_MAX_LENGTH } from "../session";
import { Layout } from "./layout";
import { Problem } from "./parts";

/** The token sign-in, used where Cloudflare Access is not set up. */
export function SignInPage({ problem }: { problem?: string }) {
  return (
    <Layout title="Sign in">
      <h1>Sign in to the office page</h1>
      <Problem text={problem} />
      <section className="panel">
        <form method="post" action="/office/sign-in" className="stack">
          <label>
            Your name
            <span className="hint">Recorded beside anything you do here.</span>
            <input name="name" required maxLength={NAME_MAX_LENGTH} autoComplete="name" />
          </label>
          <label>
            Office token
            <span className="hint">The ADMIN_TOKEN secret the website was set up with.</span>
            <input name="token" type="password" required autoComplete="current-password" />
          </label>
          <button type="submit">Sign in</button>
        </form>
      </section>
      <p className="hint">You stay signed in for 12 hours on this browser, or until you sign out.</p>
    </Layout>
  );
}

/**
 * A page that says one thing: no data, just what happened and what to do,
 * and for someone signed in the way back: to the page the refused action
 * came from (`back`) when there is one, and to the office page.
 */
export function MessagePage({
  title,
  text,
  signedIn,
  back,
}: {
  title: string;
  text: string;
  signedIn?: boolean;
  back?: { href: string; text: string };
}) {
  return (
    <Layout title={title}>
      <h1>{title}</h1>
      <p>{text}</p>
      {signedIn && back ? (
        <p>
          <a href={back.href}>{back.text}</a>
        </p>
      ) : null}
      {signedIn ? (
        <p>
          <a href="/office">Back to the office page</a>
        </p>
      ) : null}
    </Layout>
  );
}
