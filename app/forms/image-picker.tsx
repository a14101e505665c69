import { type DragEvent, useId, useRef, useState } from "react";
import { useWords } from "~/i18n/use-frame";
import { fill } from "~/i18n/fill";
import { digitsIn, numberIn } from "./contract/digits";
import type { LocalField } from "./contract/fields";
import { Required } from "./fields";
import { formatBytes, type PreparedImage } from "./image-files";

/**
 * An image field of the admission form: the native file input (keyboard and
 * screen-reader friendly, and it posts natively before JavaScript loads),
 * previews of exactly what will be sent, a Remove button per file and, for
 * the academic papers, a drop area that follows the same rules (requirements §5).
 * The picked files live in the parent's state; the input is emptied after
 * each pick so choosing the same file again still fires a change.
 */
export function ImagePicker({
  field,
  multiple = false,
  images,
  pending,
  error,
  onFiles,
  onRemove,
  droppable = false,
}: {
  /** A file or files field of app/forms/contract/fields.ts: its name, label and hint. */
  field: LocalField;
  multiple?: boolean;
  images: PreparedImage[];
  /** Files still being compressed. */
  pending: number;
  error?: string;
  onFiles: (files: File[]) => void;
  onRemove: (id: string) => void;
  droppable?: boolean;
}) {
  const { name, label, hint } = field;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;

  const drop = droppable
    ? {
        onDragOver: (event: DragEvent) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
          setOver(true);
        },
        onDragLeave: () => setOver(false),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setOver(false);
          const files = Array.from(event.dataTransfer.files);
          if (files.length > 0) onFiles(files);
        },
      }
    : {};

  const count = images.length;
  const { picker: words, messages } = useWords().forms;
  const counted = (one: string, many: string, n: number) =>
    n > 1 ? fill(many, { count: numberIn(messages, n) }) : one;
  return (
    <div className="grid gap-2" data-picker={name}>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
        <Required />
      </label>
      <p id={hintId} className="m-0 text-sm text-slate-600">
        {hint}
      </p>
      <div
        {...drop}
        data-dropzone={droppable ? name : undefined}
        className={`grid gap-2 rounded-lg border-2 border-dashed p-4 ${
          over ? "border-brand bg-brand-50" : error ? "border-red-700" : "border-slate-400"
        }`}
      >
        {/* The native input stays focusable (and is what the field label
            names) but is visually replaced by a button-like label: its own
            "No file chosen" text would contradict the previews, since the
            chosen files live in state and the input is emptied after a pick. */}
        <input
          ref={inputRef}
          id={id}
          type="file"
          name={name}
          accept="image/*"
          multiple={multiple}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, countId, error ? errorId : ""].filter(Boolean).join(" ")}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = "";
            if (files.length > 0) onFiles(files);
          }}
          className="peer sr-only scroll-mt-32"
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className="justify-self-start rounded-md bg-brand px-4 py-2 font-semibold text-white cursor-pointer hover:bg-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent"
        >
          {multiple ? words.chooseImages : count > 0 ? words.chooseAnother : words.chooseOne}
        </label>
        {droppable ? <p className="m-0 text-sm text-slate-600">{words.dragDrop}</p> : null}
        {/* A live status line that is always there, one line tall, so
            "Preparing…" (seconds for a 12 MB photo on a phone) shifts
            nothing. aria-live rather than role=status: the form's own
            status is its one role=status. */}
        <p id={countId} className="m-0 text-sm text-slate-700" aria-live="polite" data-picker-status="">
          {pending > 0
            ? multiple
              ? counted(words.preparingOne, words.preparingMany, pending)
              : words.preparingPhoto
            : count === 0
              ? words.noneChosen
              : counted(words.chosenOne, words.chosenMany, count)}
        </p>
      </div>
      {count > 0 ? (
        <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3">
          {images.map((image) => (
            <li
              key={image.id}
              data-encoded-bytes={image.encodedBytes}
              className="grid gap-1 rounded-md border border-slate-300 bg-white p-2 text-sm"
            >
              <img
                src={image.previewUrl}
                alt={fill(words.preview, { name: image.name })}
                width={image.width}
                height={image.height}
                className="h-28 w-full rounded object-contain bg-slate-100"
              />
              <span className="break-all text-slate-800">{image.name}</span>
              <span className="text-slate-600">
                {digitsIn(messages, `${image.width}×${image.height}, ${formatBytes(image.encodedBytes)}`)}
              </span>
              <button
                type="button"
                onClick={() => {
                  onRemove(image.id);
                  inputRef.current?.focus();
                }}
                aria-label={fill(words.removeLabel, { name: image.name })}
                className="justify-self-start rounded-md border border-red-700 px-3 py-1 font-semibold text-red-700 hover:bg-red-50 cursor-pointer focus-visible:outline-3 focus-visible:outline-accent"
              >
                {words.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="m-0 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
