/** Questions and answers as a description list, all visible (requirements §3 FAQ). */
export function FaqList({ faqs }: { faqs: { question: string; answer: string }[] }) {
  return (
    <dl className="mt-6 grid gap-4" data-faqs="">
      {faqs.map((faq) => (
        <div key={faq.question} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200" data-faq="">
          <dt className="font-semibold text-brand-800">{faq.question}</dt>
          <dd className="mt-2 text-slate-700 leading-relaxed">{faq.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
