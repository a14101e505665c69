import { Icon } from "~/components/icons";
import { useWords } from "~/i18n/use-frame";

/**
 * An embedded PDF at 500 px (requirements §9, class h-125 = 31.25rem, no inline
 * style under the CSP) with a plain download link for browsers that cannot
 * show PDFs inline (most phones). `title` is the document's title in the
 * page's language; the words around it are app/i18n/words/documents.ts.
 */
export function PdfEmbed({ path, title }: { path: string; title: string }) {
  const { pdfFrame, pdfDownload } = useWords().documents;
  return (
    <div data-pdf-embed={path}>
      <iframe
        src={path}
        title={`${pdfFrame.before}${title}${pdfFrame.after}`}
        height={500}
        className="pdf-frame block h-125 w-full rounded-md border border-slate-200 bg-slate-100"
      />
      <a href={path} download className="btn-secondary mt-4">
        <Icon name="download" aria-hidden="true" />
        {pdfDownload.before}
        {title}
        {pdfDownload.after}
      </a>
    </div>
  );
}
