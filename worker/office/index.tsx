import { Hono } from "hono";
import { errorText, log } from "../log";
import { officeNotices } from "../notices/office";
import { actions } from "./actions";
import { maintenance } from "./maintenance";
import { cappedBody, closedWhenAccessBroken, noStore, postsFromOfficePages, signedInWithOutbox } from "./middleware";
import type { Office } from "./office-app";
import { overview } from "./overview";
import { MessagePage } from "./pages/sign-in";
import { page } from "./render";
import { notFound } from "./replies";
import { everywhere, signIn } from "./sign-in";
import { submissions } from "./submissions";
import { OFFICE_CSS } from "./styles";

/**
 * /office: the college office's page for the form submissions (the
 * outbox's rows and documents) and the notices. worker/index.ts hands it
 * every /office request when sign-in is set up (staff.ts), and never
 * through the page cache. Every answer is no-store and noindex; every
 * change is a POST from this site's own pages, by someone signed in, and is
 * recorded with who. Order matters: each route is reached only through the
 * middleware registered before it.
 */
export const office = new Hono<Office>().basePath("/office");

office.use("*", noStore, closedWhenAccessBroken, postsFromOfficePages, cappedBody);
office.get("/styles.css", () => new Response(OFFICE_CSS, { headers: { "Content-Type": "text/css; charset=utf-8" } }));
office.route("/", signIn);

office.use("*", signedInWithOutbox);
office.route("/", everywhere);
office.route("/", overview);
office.route("/submissions", submissions);
office.route("/", actions);
office.route("/", maintenance);
office.route("/notices", officeNotices);
office.all("*", () => notFound());

office.onError((error) => {
  log({ event: "office_error", message: errorText(error) }, "error");
  return page(
    <MessagePage
      title="Something went wrong"
      text="The office page could not do that. Try again in a minute."
      signedIn
    />,
    500,
  );
});
