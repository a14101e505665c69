import { site } from "~/content/site";
import { useLocale, useWords } from "~/i18n/use-frame";
import { fill } from "~/i18n/fill";
import { digitsIn } from "./contract/digits";

/**
 * Where to pay the application fee: the bank details from the college
 * identity module and the QR code drawn from the same details at build time
 * (scripts/generate-qr.ts), so the two can never disagree.
 */
export function PaymentDetails() {
  const p = site.payment;
  const forms = useWords().forms;
  const words = forms.payment;
  // The bank's details stay as the bank writes them (a transfer needs them exact): on a Nepali page, marked English.
  const detailsLang = useLocale() === "ne" ? "en" : undefined;
  const rows: Array<[string, string]> = [
    [words.bank, p.bankName],
    [words.branch, p.branch],
    [words.accountName, p.accountName],
    [words.accountNumber, p.accountNumber],
    [words.swift, p.swift],
  ];
  return (
    <section
      aria-labelledby="payment-heading"
      className="grid gap-4 rounded-lg border border-brand-200 bg-brand-50 p-5 sm:grid-cols-[1fr_auto]"
    >
      <div className="grid gap-3">
        <h3 id="payment-heading" className="m-0 text-xl font-bold text-brand-800">
          {words.heading}
        </h3>
        <p className="m-0 text-slate-700">{words.intro}</p>
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-slate-800">{term}</dt>
              <dd lang={detailsLang} className="m-0 break-words text-slate-800">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <img
        src="/generated/payment-qr.svg"
        // The account number inside a sentence, read out in the page's digits; the details above stay exact.
        alt={fill(words.qrAlt, { bank: p.bankName, account: digitsIn(forms.messages, p.accountNumber) })}
        width={176}
        height={176}
        className="h-44 w-44 justify-self-center rounded-md bg-white p-1"
      />
    </section>
  );
}
