import { EnquiryForm } from "~/forms/enquiry-form";
import { MapFrame } from "./map-frame";

/**
 * The enquiry form beside the map, as programme, department, fees and
 * contact pages show it (requirements §2.4–2.5). `withMap={false}` drops the map.
 */
export function EnquirySection({
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
        <div id={`${id}-form`} className="rounded-lg bg-white p-6 shadow-sm">
          <EnquiryForm heading={heading} message={message} />
        </div>
        {withMap ? <MapFrame /> : null}
      </div>
    </section>
  );
}
