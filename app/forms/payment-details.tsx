import { site } from "~/content/site";

/**
 * Where to pay the application fee: the bank details from the college
 * identity module and the QR code drawn from the same details at build time
 * (scripts/generate-qr.ts), so the two can never disagree.
 */
export function PaymentDetails() {
  const p = site.payment;
  const rows: Array<[string, string]> = [
    ["Bank", p.bankName],
    ["Branch", p.branch],
    ["Account name", p.accountName],
    ["Account number", p.accountNumber],
    ["SWIFT code", p.swift],
  ];
  return (
    <section
      aria-labelledby="payment-heading"
      className="grid gap-4 rounded-lg border border-brand-200 bg-brand-50 p-5 sm:grid-cols-[1fr_auto]"
    >
      <div className="grid gap-3">
        <h3 id="payment-heading" className="m-0 text-xl font-bold text-brand-800">
          Pay the application fee
        </h3>
        <p className="m-0 text-slate-700">
          Pay by bank transfer or by scanning the QR code with your banking app, then enter the payment reference below
          and attach a photo or screenshot of the receipt. Our admissions office can tell you the current fee.
        </p>
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-slate-800">{term}</dt>
              <dd className="m-0 break-words text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <img
        src="/generated/payment-qr.svg"
        alt={`QR code with the bank details: ${p.bankName}, account ${p.accountNumber}`}
        width={176}
        height={176}
        className="h-44 w-44 justify-self-center rounded-md bg-white p-1"
      />
    </section>
  );
}
