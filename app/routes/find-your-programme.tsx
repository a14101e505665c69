import { useId } from "react";
import { BannerPage, TitledSection } from "~/components/page-sections";
import { Icon } from "~/components/icons";
import type { FinderWords } from "~/content/finder";
import { findYourProgrammePage } from "~/content/pages/find-your-programme";
import { programmeNames } from "~/content/programmes/names";
import { programmeNamesNe } from "~/content/programmes/names.ne";
import { type Answer, type AnswerItem, answerFor } from "~/finder/answer.server";
import { wordsIn } from "~/finder/words";
import { BOARDS, DIPLOMAS_HELD, INTERESTS, SCALES } from "~/finder/choices";
import type { Status } from "~/finder/eligibility";
import { FIELDS, type FinderValues, MOST, readQuery } from "~/finder/query";
import { fill } from "~/i18n/fill";
import { localeOf, localePath } from "~/i18n/locale";
import { localNumber } from "~/i18n/numerals";
import { useLocale } from "~/i18n/use-frame";
import { usePageRecord } from "~/i18n/use-page";
import type { Route } from "./+types/find-your-programme";

/**
 * The programme finder: a GET form whose answer the server writes into the
 * page, so it works without any script and each answer has its own address.
 * A reading page (no `hydrate` handle): nothing here needs React in the
 * browser. The rules are the programme pages' own record
 * (app/content/entry-requirements.ts), judged by app/finder/eligibility.ts.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const words = wordsIn(locale);
  const query = readQuery(new URL(request.url).searchParams);
  const errors =
    query.state === "invalid"
      ? Object.fromEntries(
          Object.entries(query.errors).map(([field, key]) => [
            field,
            key in MOST
              ? fill(words.errors[key], { most: localNumber(locale)(MOST[key as keyof typeof MOST]) })
              : words.errors[key],
          ]),
        )
      : {};
  const names = locale === "ne" ? programmeNamesNe : programmeNames;
  return {
    words,
    values: query.values,
    errors: errors as Partial<Record<keyof FinderValues, string>>,
    answer: query.state === "answered" ? answerFor(query.student, locale) : null,
    // Any answer in the URL is one student's: such a page is never indexed (meta below).
    personal: query.state !== "empty",
    diplomas: DIPLOMAS_HELD.map((slug) => ({ value: slug, label: names[slug] })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...matches.flatMap((m) => (m && "meta" in m && m.id !== "routes/find-your-programme" ? m.meta : [])),
  ...(loaderData?.personal ? [{ name: "robots", content: "noindex" }] : []),
];

const inputClass =
  "w-full max-w-xs rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent";

/** A field's hint and message, each tied to it by an id made from `id`. */
function Notes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="m-0 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="m-0 font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Radios or checkboxes under one legend. */
function Choices({
  name,
  legend,
  hint,
  options,
  chosen,
  error,
  type,
}: {
  name: string;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  error?: string;
  type: "radio" | "checkbox";
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset id={`field-${name}`} className="m-0 grid min-w-0 gap-1 border-0 p-0" aria-describedby={described}>
      <legend className="mb-1 p-0 font-semibold text-slate-800">{legend}</legend>
      <Notes id={id} hint={hint} error={error} />
      <div className="grid gap-x-6 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
            <input
              type={type}
              name={name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              aria-invalid={error ? true : undefined}
              className="h-5 w-5 shrink-0 accent-brand"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A text field for a number (Devanagari digits allowed, so not type=number). */
function NumberField({
  name,
  label,
  hint,
  value,
  error,
  optional,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  optional?: string;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1">
      <label htmlFor={`field-${name}`} className="font-semibold text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> {optional}</span> : null}
      </label>
      <Notes id={id} hint={hint} error={error} />
      <input
        id={`field-${name}`}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={inputClass}
      />
    </div>
  );
}

function FinderForm({
  words,
  values,
  errors,
  diplomas,
  action,
}: {
  words: FinderWords;
  values: FinderValues;
  errors: Partial<Record<keyof FinderValues, string>>;
  diplomas: { value: string; label: string }[];
  action: string;
}) {
  const messages = Object.entries(errors);
  const optionsOf = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
    keys.map((value) => ({ value, label: labels[value] }));
  // A field of the form by its key, with its words, its value and its message.
  const radios = (key: "board" | "scale", options: { value: string; label: string }[]) => (
    <Choices
      type="radio"
      name={FIELDS[key]}
      legend={words[key].legend}
      options={options}
      chosen={[values[key]]}
      error={errors[key]}
    />
  );
  const number = (key: "result" | "ielts" | "experience", optional?: string) => (
    <NumberField
      name={FIELDS[key]}
      label={words[key].label}
      hint={words[key].hint}
      value={values[key]}
      error={errors[key]}
      optional={optional}
    />
  );
  return (
    <form method="get" action={action} className="grid gap-6" aria-labelledby="finder-form">
      <h2 id="finder-form" className="section-title scroll-mt-32">
        {words.formHeading}
      </h2>
      {messages.length > 0 ? (
        <div className="rounded-md border-2 border-red-700 bg-red-50 p-4" data-finder-errors="">
          <h3 className="m-0 font-bold text-red-800">{words.errors.heading}</h3>
          <ul className="mt-2 mb-0">
            {messages.map(([field, text]) => (
              <li key={field}>
                <a
                  className="text-red-800 underline"
                  href={`#field-${FIELDS[field === "interests" ? "interest" : (field as keyof typeof FIELDS)]}`}
                >
                  {text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {radios("board", optionsOf(BOARDS, words.board.options))}
      {radios("scale", optionsOf(SCALES, words.scale.options))}
      {number("result")}
      {number("ielts", words.optional)}
      <div className="grid gap-1">
        <label htmlFor={`field-${FIELDS.diploma}`} className="font-semibold text-slate-800">
          {words.diploma.label}
          <span className="font-normal text-slate-600"> {words.optional}</span>
        </label>
        <select
          id={`field-${FIELDS.diploma}`}
          name={FIELDS.diploma}
          defaultValue={values.diploma}
          className={`${inputClass} max-w-lg`}
        >
          <option value="">{words.diploma.none}</option>
          {diplomas.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      {number("experience", words.optional)}
      <Choices
        type="checkbox"
        name={FIELDS.interest}
        legend={`${words.interests.legend} ${words.optional}`}
        hint={words.interests.hint}
        options={optionsOf(INTERESTS, words.interests.options)}
        chosen={values.interests}
      />
      <div>
        <button type="submit" className="btn-primary">
          {words.submit}
          <Icon name="arrow-right" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}

/** One programme in the answer: its name, its steps, why, and its three links. */
function ProgrammeResult({ item, words }: { item: AnswerItem; words: FinderWords }) {
  const a = words.answer;
  return (
    <li className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200" data-finder-programme={item.slug}>
      <h4 className="m-0 text-lg font-bold text-brand-800">{item.name}</h4>
      {item.steps.length > 0 ? (
        <div className="mt-2">
          <p className="m-0 font-semibold text-slate-800">{item.steps.length > 1 ? a.stepsLead : a.stepLead}</p>
          {/* Steps are taken in the order listed: a numbered list says so to every reader. */}
          <ol
            className={`mt-1 mb-0 grid gap-1 ${item.steps.length > 1 ? "list-decimal pl-6" : "pl-0"}`}
            data-finder-steps=""
          >
            {item.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <p className="mt-3 mb-0 font-semibold text-slate-800">{a.why}</p>
      <ul className="mt-1 mb-0 grid gap-1 pl-0" data-finder-reasons="">
        {item.reasons.map((reason) => (
          <li key={reason.text} className="flex gap-2 text-slate-700">
            <span
              aria-hidden="true"
              className={`w-4 flex-none font-bold ${reason.met ? "text-green-800" : "text-slate-600"}`}
            >
              {reason.met ? "✓" : "–"}
            </span>
            <span>{reason.text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 mb-0 flex flex-wrap gap-x-6 gap-y-2">
        <a className="brand-link font-semibold" href={item.links.page}>
          {a.page}
          <span className="sr-only">: {item.name}</span>
        </a>
        <a className="brand-link font-semibold" href={item.links.visit} data-finder-visit="">
          {a.visit}
          <span className="sr-only">: {item.name}</span>
        </a>
        <a className="brand-link font-semibold" href={item.links.enquiry} data-finder-enquiry="">
          {a.enquire}
          <span className="sr-only">: {item.name}</span>
        </a>
      </p>
    </li>
  );
}

const GROUPS: readonly Status[] = ["now", "step", "ask"];

function AnswerSection({ answer, words }: { answer: Answer; words: FinderWords }) {
  const a = words.answer;
  return (
    <TitledSection id="finder-answer" title={a.heading} className="container py-10">
      <p className="mt-4 max-w-3xl rounded-md bg-brand-50 p-4 text-slate-800" data-finder-note="">
        {a.note}
      </p>
      {GROUPS.map((status) => (
        <section key={status} className="mt-8" aria-labelledby={`finder-${status}`} data-finder-group={status}>
          <h3 id={`finder-${status}`} className="text-xl font-bold text-brand-800">
            {a[status].heading}
          </h3>
          <p className="mt-1 text-slate-700">{answer[status].length > 0 ? a[status].lead : a.nothing}</p>
          {answer[status].length > 0 ? (
            <ul className="mt-4 grid list-none gap-4 pl-0 lg:grid-cols-2">
              {answer[status].map((item) => (
                <ProgrammeResult key={item.slug} item={item} words={words} />
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {answer.closed.length > 0 ? (
        <details className="mt-8" data-finder-group="closed">
          <summary className="cursor-pointer text-lg font-bold text-brand-800">
            {a.closed.heading} ({answer.closed.length})
          </summary>
          <p className="mt-2 text-slate-700">{a.closed.lead}</p>
          <ul className="mt-4 grid list-none gap-4 pl-0 lg:grid-cols-2">
            {answer.closed.map((item) => (
              <ProgrammeResult key={item.slug} item={item} words={words} />
            ))}
          </ul>
        </details>
      ) : null}
      <p className="mt-8">
        <a className="brand-link font-semibold" href="#finder-form">
          {a.again}
        </a>
      </p>
    </TitledSection>
  );
}

export default function FindYourProgrammePage({ loaderData }: Route.ComponentProps) {
  const { words, values, errors, answer, diplomas } = loaderData;
  const locale = useLocale();
  return (
    <BannerPage page={usePageRecord()}>
      <div className="container py-10">
        <p className="max-w-3xl text-lg text-slate-800">{words.intro}</p>
      </div>
      {answer ? <AnswerSection answer={answer} words={words} /> : null}
      <div className="container pb-12">
        <div className="max-w-3xl rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <FinderForm
            words={words}
            values={values}
            errors={errors}
            diplomas={diplomas}
            action={localePath(findYourProgrammePage.path, locale)}
          />
        </div>
      </div>
    </BannerPage>
  );
}
