import type { DocumentLink } from "~/content/programmes/types";
import { useWords } from "~/i18n/use-frame";
import { Icon } from "../icons";

/**
 * Links to generated PDFs (app/content/programmes.documents.ts); the file type
 * is announced. `label` names the list (the intro's "Downloads" by default).
 */
export function DocumentLinks({ items, label }: { items: DocumentLink[]; label?: string }) {
  const { programme: words } = useWords();
  if (items.length === 0) return null;
  return (
    <ul aria-label={label ?? words.downloads} className="mt-4 flex !list-none flex-wrap gap-3 !p-0" data-downloads="">
      {items.map((doc) => (
        <li key={doc.path} className="!m-0">
          <a href={doc.path} className="btn-secondary" data-download={doc.path} type="application/pdf">
            <Icon name="download" width={20} height={20} />
            {doc.label}
            <span className="sr-only">{words.pdf}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
