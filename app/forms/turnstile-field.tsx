import { lazy, memo, Suspense } from "react";
import { useRouteLoaderData } from "react-router";
import type { SetStatus } from "./turnstile";

// A chunk that cannot load leaves no field: the post then carries no token
// and the API's answer says the check did not run (form-route.ts).
const TurnstileBody = lazy(() => import("./turnstile-body").catch(() => ({ default: () => null })));

/**
 * Cloudflare Turnstile in a form, when the site has a site key (the root
 * loader passes the Worker's TURNSTILE_SITE_KEY; "" means off and this
 * renders nothing). Only this switch is on every form page's first load:
 * the field (turnstile-body.tsx), the widget code and Cloudflare's script
 * load when a form with Turnstile on is hydrated. The check's messages go
 * to the form's status line through `setStatus` (useFormSubmit's). memo:
 * React would drop the server HTML of a not yet hydrated part whose parent
 * re-renders it, and `setStatus` never changes.
 */
export const TurnstileField = memo(function TurnstileField({ setStatus }: { setStatus: SetStatus }) {
  const siteKey = (useRouteLoaderData("root") as { turnstileSiteKey?: string } | undefined)?.turnstileSiteKey;
  if (!siteKey) return null;
  return (
    <Suspense fallback={<div className="min-h-[65px]" />}>
      <TurnstileBody siteKey={siteKey} setStatus={setStatus} />
    </Suspense>
  );
});
