import { Paragraphs } from "~/components/page-sections";
import { Collapsible } from "./collapsible";

/** A titled block of copy: paragraphs, then an optional bullet list. */
export interface TextSection {
  title: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

/** Text sections as collapsibles (requirements §4), optionally with the first one open. */
export function TextCollapsibles({
  sections,
  openFirst = false,
}: {
  sections: readonly TextSection[];
  openFirst?: boolean;
}) {
  return (
    <>
      {sections.map((section, i) => (
        <Collapsible key={section.title} title={section.title} defaultOpen={openFirst && i === 0}>
          <TextSectionBody section={section} />
        </Collapsible>
      ))}
    </>
  );
}

/** A text section's copy under its title: the paragraphs, then the bullets if it has any. */
export function TextSectionBody({ section }: { section: TextSection }) {
  return (
    <>
      <Paragraphs items={section.paragraphs} />
      {section.bullets ? (
        <ul>
          {section.bullets.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
