import { Icon } from "~/components/icons";
import { useWords } from "~/i18n/use-frame";
import { PDF_EMBED } from "./pdf-embed-behaviour";

/**
 * An embedded PDF at 500 px (requirements §9, class h-125 = 31.25rem, no inline
 * style under the CSP) with a plain download link below it. An <object>, not
 * an <iframe>: a browser that shows no PDF inside a page (most phones, and a
 * desktop Chrome set to download PDFs) renders the object's own content, a
 * short note, instead of fetching the file. An iframe there started a
 * download on every visit and showed the browser's error page in the frame,
 * with a CSP error in the console. `title` is the document's title in the
 * page's language; the words around it are app/i18n/words/documents.ts.
 * Where no PDF is shown, the page script fits the panel to the note
 * (pdf-embed-behaviour.ts).
 */
export function PdfEmbed({ path, title }: { path: string; title: string }) {
  const { pdfFrame, pdfDownload, pdfNotShown } = useWords().documents;
  return (
    <div {...{ [PDF_EMBED]: path }}>
      <object
        data={path}
        type="application/pdf"
        title={`${pdfFrame.before}${title}${pdfFrame.after}`}
        height={500}
        className="pdf-frame block h-125 w-full rounded-md border border-slate-200 bg-slate-100"
      >
        <span className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-slate-700">
          <Icon name="download" aria-hidden="true" className="h-8 w-8 text-brand" />
          <span className="max-w-md">{pdfNotShown}</span>
        </span>
      </object>
      <a href={path} download className="btn-secondary mt-4">
        <Icon name="download" aria-hidden="true" />
        {pdfDownload.before}
        {title}
        {pdfDownload.after}
      </a>
    </div>
  );
}
