import { useWords } from "~/i18n/use-frame";
import { fill } from "~/i18n/fill";
import { digitsIn, numberIn } from "./contract/digits";
import { formatBytes } from "./image-files";
import type { Progress } from "./send";

/**
 * Bytes sent out of the total while an application uploads (XHR upload
 * progress): on a slow uplink a frozen button makes people resubmit or leave.
 * A <progress> element, because the CSP forbids inline width styles.
 */
export function UploadProgress({ progress }: { progress: Progress | null }) {
  const { upload: words, messages } = useWords().forms;
  if (!progress) return null;
  const percent = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const text =
    progress.loaded >= progress.total
      ? words.sent
      : fill(words.uploading, {
          loaded: digitsIn(messages, formatBytes(progress.loaded)),
          total: digitsIn(messages, formatBytes(progress.total)),
          percent: numberIn(messages, percent),
        });
  return (
    <div className="grid gap-1" data-upload-progress="">
      <label htmlFor="upload-progress" className="text-sm font-medium text-slate-800">
        {text}
      </label>
      <progress id="upload-progress" max={progress.total} value={progress.loaded} className="h-3 w-full accent-brand">
        {numberIn(messages, percent)}%
      </progress>
    </div>
  );
}
