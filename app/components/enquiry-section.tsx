import { lazy, memo } from "react";
import { HydrateWhenVisible } from "./hydrate-when-visible";
import { MapFrame } from "./map-frame";

// The form sits below the fold on every page that has it: its code loads
// when the visitor scrolls near it (until then the server HTML still posts
// natively). entry.server.tsx keeps lazy parts inline in the HTML.
const EnquiryForm = lazy(() => import("~/forms/enquiry-form").then((m) => ({ default: m.EnquiryForm })));

/**
 * The enquiry form beside the map, as programme, department, fees and
 * contact pages show it (requirements §2.4–2.5). `withMap={false}` drops the map.
 */
// Memoised: a re-render of the page above (e.g. a clock tick) must not reach
// the still-dehydrated form, or React would throw its server HTML away.
export const EnquirySection = memo(function EnquirySection({
  id = "enquiry",
  heading,
  withMap = true,
  message,
}: {
  id?: string;
  heading?: string;
  withMap?: boolean;
  /** The message begun for the visitor (a link that named a programme). */
  message?: string;
}) {
  return (
    <section id={id} className="bg-brand-50 py-12">
      <div className={`container grid gap-10 ${withMap ? "lg:grid-cols-2" : "max-w-3xl"}`}>
        <HydrateWhenVisible id={`${id}-form`} className="rounded-lg bg-white p-6 shadow-sm">
          <EnquiryForm heading={heading} message={message} />
        </HydrateWhenVisible>
        {withMap ? <MapFrame /> : null}
      </div>
    </section>
  );
});
