import { Icon } from "~/components/icons";
import { useWords } from "~/i18n/use-frame";

/**
 * An embedded PDF at 500 px (requirements §9, class h-125 = 31.25rem, no inline
 * style under the CSP) with a plain download link for browsers that cannot
 * show PDFs inline (most phones).
 */
export function PdfEmbed({ path, title }: { path: string; title: string }) {
  const { frameTitleAfter, download } = useWords().shared.pdf;
  return (
    <div data-pdf-embed={path}>
      <iframe
        src={path}
        title={`${title}${frameTitleAfter}`}
        height={500}
        className="pdf-frame block h-125 w-full rounded-md border border-slate-200 bg-slate-100"
      />
      <a href={path} download className="btn-secondary mt-4">
        <Icon name="download" aria-hidden="true" />
        {download.before}
        {title}
        {download.after}
      </a>
    </div>
  );
}
