/**
 * The enquiry form (SPEC §3, §5). Without JavaScript it posts natively to
 * /api/enquiry, which answers with a server-rendered result page.
 */
export function EnquiryForm({ heading = "Send us an enquiry" }: { heading?: string }) {
  return (
    <form method="post" action="/api/enquiry" className="grid gap-4" aria-labelledby="enquiry-heading" noValidate>
      <h2 id="enquiry-heading" className="section-title">
        {heading}
      </h2>
      <label className="grid gap-1 font-medium">
        Name <span aria-hidden="true">*</span>
        <input name="name" required autoComplete="name" className="rounded-md border border-slate-400 px-3 py-2" />
      </label>
      <label className="grid gap-1 font-medium">
        Email <span aria-hidden="true">*</span>
        <input name="email" type="email" required autoComplete="email" className="rounded-md border border-slate-400 px-3 py-2" />
      </label>
      <label className="grid gap-1 font-medium">
        Contact number <span aria-hidden="true">*</span>
        <input name="contactNo" type="tel" required autoComplete="tel" className="rounded-md border border-slate-400 px-3 py-2" />
      </label>
      <label className="grid gap-1 font-medium">
        Message <span aria-hidden="true">*</span>
        <textarea name="message" required rows={4} className="rounded-md border border-slate-400 px-3 py-2" />
      </label>
      <button type="submit" className="btn-primary justify-self-start">
        Submit
      </button>
    </form>
  );
}
