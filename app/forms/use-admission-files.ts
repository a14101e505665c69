import { useCallback, useEffect, useRef, useState } from "react";
import { fill } from "~/i18n/fill";
import { type PreparedImage, prepareImage } from "./image-files";
import { useWords } from "~/i18n/use-frame";
import { MAX_FILE_BYTES, MAX_PAPERS, MAX_TOTAL_BYTES } from "./contract/constants";
import type { FieldOfKind } from "./contract/fields";
import type { FormMessages } from "./contract/messages";

/**
 * The admission form's files and requirements §5's file rules, applied in the order
 * a visitor meets them: too many → "Maximum 5 files allowed!" (the whole
 * batch is refused, nothing half-added); not an image, or one that cannot be
 * decoded → the matching "Failed to read …" message. Images are compressed
 * first (image-files.ts) and the 5 MB limits apply to what will be sent: a
 * 12 MB phone photo becomes a few hundred KB and is accepted; only an image
 * still over 5 MB ("Each file must be under 5MB!") or one that would take
 * the total past 5 MB ("Total file size exceeds 5MB limit") is refused.
 * Kept here, never in storage.
 */
export type FileField = FieldOfKind<"admission", "file" | "files">;
/** A field that takes one picture. */
type OnePicture = FieldOfKind<"admission", "file">;

/** No picture being prepared for any field. */
const NO_PENDING: Record<FileField, number> = { academicPapers: 0, studentPhoto: 0, transactionDocument: 0 };

const readFailure = (files: FormMessages["files"], field: FileField, name: string) =>
  field === "academicPapers"
    ? fill(files.readFile, { filename: name })
    : field === "studentPhoto"
      ? files.readStudentPhoto
      : files.readTransactionDocument;

export function useAdmissionFiles({
  setFieldError,
  clearError,
}: {
  setFieldError: (name: string, message: string) => void;
  clearError: (name: string) => void;
}) {
  const FILE_MESSAGES = useWords().forms.messages.files;
  const [papers, setPapers] = useState<PreparedImage[]>([]);
  const [photo, setPhoto] = useState<PreparedImage | null>(null);
  const [slip, setSlip] = useState<PreparedImage | null>(null);
  const [pending, setPending] = useState(NO_PENDING);
  // Papers chosen or still compressing: the five-file rule counts both, so a
  // second pick made while the first is compressing cannot slip past it.
  const paperSlots = useRef(0);
  const all = useRef(new Set<PreparedImage>());
  // Encoded bytes of every kept image, and the single-image fields' current
  // images: the total is checked as each image is kept, synchronously, so
  // two pickers compressing at once cannot both slip under it.
  const kept = useRef(0);
  const singles = useRef<Partial<Record<FileField, PreparedImage | null>>>({});
  // Bumped by reset(): compressions still running for a cleared form are dropped.
  const generation = useRef(0);

  const release = (image: PreparedImage | null | undefined) => {
    if (!image) return;
    URL.revokeObjectURL(image.previewUrl);
    if (all.current.delete(image)) kept.current -= image.encodedBytes;
  };
  useEffect(
    () => () => {
      for (const image of all.current) URL.revokeObjectURL(image.previewUrl);
    },
    [],
  );

  const bump = (field: FileField, delta: number) => setPending((p) => ({ ...p, [field]: p[field] + delta }));

  /** Compress one by one: several 12-megapixel bitmaps at once can exhaust a phone's memory. */
  const prepareAll = async (field: FileField, files: File[], replacing = 0) => {
    const ready: PreparedImage[] = [];
    const started = generation.current;
    let failure: string | null = null;
    for (const file of files) {
      if (started !== generation.current) break;
      try {
        const image = await prepareImage(file);
        if (
          started === generation.current &&
          image.encodedBytes <= MAX_FILE_BYTES &&
          kept.current - replacing + image.encodedBytes <= MAX_TOTAL_BYTES
        ) {
          kept.current += image.encodedBytes;
          all.current.add(image);
          ready.push(image);
        } else {
          URL.revokeObjectURL(image.previewUrl);
          failure ??= image.encodedBytes > MAX_FILE_BYTES ? FILE_MESSAGES.fileTooLarge : FILE_MESSAGES.totalTooLarge;
        }
      } catch {
        failure ??= readFailure(FILE_MESSAGES, field, file.name);
      } finally {
        if (started === generation.current) bump(field, -1);
      }
    }
    return { ready, failure: started === generation.current ? failure : null, current: started === generation.current };
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the helpers it calls read only refs and state setters, which never change
  const addPapers = useCallback(
    async (files: File[]) => {
      clearError("academicPapers");
      if (paperSlots.current + files.length > MAX_PAPERS) {
        setFieldError("academicPapers", FILE_MESSAGES.maxFiles);
        return;
      }
      let problem: string | null = null;
      const accepted = files.filter((file) => {
        if (file.type.startsWith("image/")) return true;
        problem ??= readFailure(FILE_MESSAGES, "academicPapers", file.name);
        return false;
      });
      paperSlots.current += accepted.length;
      bump("academicPapers", accepted.length);
      const { ready, failure, current } = await prepareAll("academicPapers", accepted);
      if (!current) return;
      paperSlots.current -= accepted.length - ready.length;
      setPapers((list) => [...list, ...ready]);
      problem ??= failure;
      if (problem) setFieldError("academicPapers", problem);
    },
    [clearError, setFieldError],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the helpers it calls read only refs and state setters, which never change
  const setSingle = useCallback(
    async (field: OnePicture, files: File[]) => {
      clearError(field);
      const file = files[0];
      if (!file) return;
      if (files.length > 1) {
        setFieldError(field, FILE_MESSAGES.chooseOne);
        return;
      }
      if (!file.type.startsWith("image/")) return setFieldError(field, readFailure(FILE_MESSAGES, field, file.name));
      bump(field, 1);
      const { ready, failure } = await prepareAll(field, [file], singles.current[field]?.encodedBytes);
      if (failure) return setFieldError(field, failure);
      const image = ready[0];
      if (!image) return;
      release(singles.current[field]);
      singles.current[field] = image;
      (field === "studentPhoto" ? setPhoto : setSlip)(image);
    },
    [clearError, setFieldError],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: release reads only refs, which never change
  const removePaper = useCallback(
    (id: string) => {
      setPapers((current) => {
        release(current.find((image) => image.id === id));
        return current.filter((image) => image.id !== id);
      });
      paperSlots.current -= 1;
      clearError("academicPapers");
    },
    [clearError],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: release reads only refs, which never change
  const removeSingle = useCallback(
    (field: OnePicture) => {
      release(singles.current[field]);
      singles.current[field] = null;
      (field === "studentPhoto" ? setPhoto : setSlip)(null);
      clearError(field);
    },
    [clearError],
  );

  /** Forget every file (after success, or "Clear form"), including those still compressing. */
  const reset = useCallback(() => {
    generation.current += 1;
    for (const image of all.current) URL.revokeObjectURL(image.previewUrl);
    all.current.clear();
    kept.current = 0;
    singles.current = {};
    paperSlots.current = 0;
    setPapers([]);
    setPhoto(null);
    setSlip(null);
    setPending(NO_PENDING);
  }, []);

  const totalBytes = [...papers, photo, slip].reduce((sum, image) => sum + (image?.encodedBytes ?? 0), 0);
  const busy = pending.academicPapers + pending.studentPhoto + pending.transactionDocument > 0;

  return { papers, photo, slip, pending, busy, totalBytes, addPapers, setSingle, removePaper, removeSingle, reset };
}
