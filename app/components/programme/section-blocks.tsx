import { Link } from "~/i18n/link";
import { fill } from "~/i18n/fill";
import type { Block, UnitGroup } from "~/content/programmes/types";
import { localNumber } from "~/i18n/numerals";
import { useLocale, useWords } from "~/i18n/use-frame";
import { Icon } from "../icons";
import { DocumentLinks } from "./document-links";
import { ProgressionPathway } from "./progression-pathway";

/** Renders a section's content blocks; headings inside a section are h3. */
export function SectionBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a record's blocks are fixed content, never reordered
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  const { programme: words } = useWords();
  const number = useNumber();
  switch (block.type) {
    case "text":
      return <p>{block.text}</p>;
    case "subheading":
      return <h3 className="mt-5 mb-1 text-lg font-semibold text-brand-800">{block.text}</h3>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List aria-label={block.label} className="my-3">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case "topics": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          aria-label={block.label}
          className="my-3 grid gap-3 sm:grid-cols-2 !list-none !p-0"
          data-topics={block.label}
        >
          {block.items.map((t, i) => (
            <li key={t.title} className="!m-0 flex gap-3 rounded-md bg-brand-50 p-3">
              {block.ordered ? (
                <span
                  aria-hidden="true"
                  className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand font-bold text-white"
                >
                  {number(i + 1)}
                </span>
              ) : null}
              <span>
                <strong className="block text-brand-900">{t.title}</strong>
                <span className="text-sm">{t.detail}</span>
                {t.document ? (
                  <a
                    href={t.document.path}
                    className="mt-1 flex items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    data-download={t.document.path}
                  >
                    <Icon name="download" width={16} height={16} />
                    {t.document.label}
                    <span className="sr-only">{words.pdf}</span>
                  </a>
                ) : null}
              </span>
            </li>
          ))}
        </List>
      );
    }
    case "facts":
      return (
        <dl className="my-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]" data-facts="">
          {block.items.map((f) => (
            <div key={f.term} className="contents">
              <dt className="font-semibold text-brand-900">{f.term}</dt>
              <dd className="m-0">{f.detail}</dd>
            </div>
          ))}
        </dl>
      );
    case "units":
      return (
        <div className="my-3 grid gap-4 md:grid-cols-2">
          {block.groups.map((g) => (
            <UnitList key={g.name} group={g} />
          ))}
        </div>
      );
    case "progression":
      return <ProgressionPathway steps={block.steps} />;
    case "documents":
      return <DocumentLinks items={block.items} label={words.documentsToDownload} />;
    case "link":
      return (
        <p>
          <Link to={block.href} className="brand-link">
            {block.text}
          </Link>
        </p>
      );
  }
}

function UnitList({ group }: { group: UnitGroup }) {
  const { programme: words } = useWords();
  const number = useNumber();
  const locale = useLocale();
  return (
    <div className="rounded-md border border-slate-200 p-4" data-unit-group={group.name} data-required={group.required}>
      <h3 className="m-0 text-base font-semibold text-brand-800">{group.name}</h3>
      {group.note ? <p className="mt-1 text-sm">{group.note}</p> : null}
      <ul className="mt-2">
        {group.units.map((u) => (
          <li key={u.title} data-unit="">
            {/* A unit's title is its official name, in English on either language's page; a Nepali page glosses it underneath. */}
            <span lang={locale === "en" ? undefined : "en"} data-unit-title="">
              {u.title}
            </span>
            {u.credits ? (
              <span className="text-slate-600">{fill(words.unitCredits, { n: number(u.credits) })}</span>
            ) : null}
            {u.gloss ? (
              <span className="block text-sm text-slate-700" data-unit-gloss="">
                {u.gloss}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A number in the page's digits (Devanagari on a Nepali page). */
function useNumber(): (n: number) => string {
  return localNumber(useLocale());
}
