import { type Signed, Layout } from "./layout";

export interface ConfirmStep {
  /** The page's title and heading: the question. */
  title: string;
  /** What happens, one point each. */
  points: readonly string[];
  /** Where the confirmed form posts, and what it posts besides `confirm=yes`. */
  action: string;
  fields?: Record<string, string>;
  /** The button that does it. */
  button: string;
  /** Whether it takes the site or the staff out of use (the red panel). */
  danger?: boolean;
}

/**
 * The step between a press and an action whose effect everyone notices at
 * once (the public site closed, every browser signed out): what will
 * happen, one button that does it, and a way back that changes nothing.
 * A page rather than a script's dialogue, so it works without script, as
 * every office page does; the action itself refuses a post without
 * `confirm=yes` by showing this page.
 */
export function ConfirmPage({ signed, step }: { signed: Signed; step: ConfirmStep }) {
  return (
    <Layout title={step.title} signed={signed}>
      <p>
        <a href="/office">Back to the office page</a>
      </p>
      <h1>{step.title}</h1>
      <section className={`panel ${step.danger ? "bad" : ""}`} aria-labelledby="confirm">
        <h2 id="confirm">What happens</h2>
        <ul>
          {step.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <form method="post" action={step.action} className="row">
          {Object.entries(step.fields ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" className={step.danger ? "danger" : ""}>
            {step.button}
          </button>
          <a href="/office">No, go back</a>
        </form>
      </section>
    </Layout>
  );
}
