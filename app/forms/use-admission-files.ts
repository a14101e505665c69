import { useCallback, useEffect, useRef, useState } from "react";
import { type PreparedImage, prepareImage } from "./image-files";
import { FILE_MESSAGES, MAX_FILE_BYTES, MAX_PAPERS } from "./rules";

/**
 * The admission form's files and SPEC §5's file rules, applied in the order
 * a visitor meets them: too many → "Maximum 5 files allowed!" (the whole
 * batch is refused, nothing half-added); a file over 5 MB → "Each file must
 * be under 5MB!"; a file that cannot be decoded → the matching "Failed to
 * read …" message. Files that pass are compressed (image-files.ts) and kept
 * here, never in storage.
 */
export type FileField = "academicPapers" | "studentPhoto" | "transactionDocument";

const readFailure = (field: FileField, name: string) =>
  field === "academicPapers"
    ? FILE_MESSAGES.readFile(name)
    : field === "studentPhoto"
      ? FILE_MESSAGES.readStudentPhoto
      : FILE_MESSAGES.readTransactionDocument;

export function useAdmissionFiles({
  setFieldError,
  clearError,
}: {
  setFieldError: (name: string, message: string) => void;
  clearError: (name: string) => void;
}) {
  const [papers, setPapers] = useState<PreparedImage[]>([]);
  const [photo, setPhoto] = useState<PreparedImage | null>(null);
  const [slip, setSlip] = useState<PreparedImage | null>(null);
  const [pending, setPending] = useState<Record<FileField, number>>({ academicPapers: 0, studentPhoto: 0, transactionDocument: 0 });
  // Papers chosen or still compressing: the five-file rule counts both, so a
  // second pick made while the first is compressing cannot slip past it.
  const paperSlots = useRef(0);
  const all = useRef(new Set<PreparedImage>());

  const track = (image: PreparedImage) => all.current.add(image);
  const release = (image: PreparedImage | null | undefined) => {
    if (!image) return;
    URL.revokeObjectURL(image.previewUrl);
    all.current.delete(image);
  };
  useEffect(() => () => all.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), []);

  const bump = (field: FileField, delta: number) => setPending((p) => ({ ...p, [field]: p[field] + delta }));

  /** Compress one by one: several 12-megapixel bitmaps at once can exhaust a phone's memory. */
  const prepareAll = async (field: FileField, files: File[]) => {
    const ready: PreparedImage[] = [];
    let failure: string | null = null;
    for (const file of files) {
      try {
        const image = await prepareImage(file);
        track(image);
        ready.push(image);
      } catch {
        failure ??= readFailure(field, file.name);
      } finally {
        bump(field, -1);
      }
    }
    return { ready, failure };
  };

  const addPapers = useCallback(
    async (files: File[]) => {
      clearError("academicPapers");
      if (paperSlots.current + files.length > MAX_PAPERS) {
        setFieldError("academicPapers", FILE_MESSAGES.maxFiles);
        return;
      }
      let problem: string | null = null;
      const accepted = files.filter((file) => {
        if (!file.type.startsWith("image/")) problem ??= readFailure("academicPapers", file.name);
        else if (file.size > MAX_FILE_BYTES) problem ??= FILE_MESSAGES.fileTooLarge;
        else return true;
        return false;
      });
      paperSlots.current += accepted.length;
      bump("academicPapers", accepted.length);
      const { ready, failure } = await prepareAll("academicPapers", accepted);
      paperSlots.current -= accepted.length - ready.length;
      setPapers((current) => [...current, ...ready]);
      problem ??= failure;
      if (problem) setFieldError("academicPapers", problem);
    },
    [clearError, setFieldError],
  );

  const setSingle = useCallback(
    async (field: "studentPhoto" | "transactionDocument", files: File[]) => {
      clearError(field);
      const file = files[0];
      if (!file) return;
      if (files.length > 1) {
        setFieldError(field, "Please choose one image.");
        return;
      }
      if (!file.type.startsWith("image/")) return setFieldError(field, readFailure(field, file.name));
      if (file.size > MAX_FILE_BYTES) return setFieldError(field, FILE_MESSAGES.fileTooLarge);
      bump(field, 1);
      const { ready, failure } = await prepareAll(field, [file]);
      if (failure) return setFieldError(field, failure);
      const setter = field === "studentPhoto" ? setPhoto : setSlip;
      setter((previous) => {
        release(previous);
        return ready[0] ?? null;
      });
    },
    [clearError, setFieldError],
  );

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

  const removeSingle = useCallback(
    (field: "studentPhoto" | "transactionDocument") => {
      const setter = field === "studentPhoto" ? setPhoto : setSlip;
      setter((previous) => {
        release(previous);
        return null;
      });
      clearError(field);
    },
    [clearError],
  );

  const reset = useCallback(() => {
    all.current.forEach((image) => URL.revokeObjectURL(image.previewUrl));
    all.current.clear();
    paperSlots.current = 0;
    setPapers([]);
    setPhoto(null);
    setSlip(null);
  }, []);

  const totalBytes = [...papers, photo, slip].reduce((sum, image) => sum + (image?.encodedBytes ?? 0), 0);
  const busy = pending.academicPapers + pending.studentPhoto + pending.transactionDocument > 0;

  return { papers, photo, slip, pending, busy, totalBytes, addPapers, setSingle, removePaper, removeSingle, reset };
}
