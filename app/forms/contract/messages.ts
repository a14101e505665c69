/**
 * The forms' messages that belong to no one field, as data, one record per
 * language: the length message's pattern and the file messages (each
 * field's own are in ./fields.ts). The schemas (./schemas.ts) are built
 * with such a record, so the browser and the API say the same words in the
 * page's language. This is the English record, requirements §5's and §8's
 * messages verbatim; its Nepali twin is ./messages.ne.ts, which only the
 * server imports (the browser gets it as the root loader's words,
 * app/i18n/words/forms.ts).
 */
export const englishMessages = {
  tooLong: "{label} must be {max} characters or fewer!",
  /** Whether numbers in the messages are written in Latin or Devanagari digits. */
  digits: "latin" as "latin" | "devanagari",
  /** requirements §8 file messages; `readFile` has "{filename}". */
  files: {
    fileTooLarge: "Each file must be under 5MB!",
    maxFiles: "Maximum 5 files allowed!",
    totalTooLarge: "Total file size exceeds 5MB limit",
    readFile: "Failed to read file: {filename}",
    readStudentPhoto: "Failed to read student photo",
    readTransactionDocument: "Failed to read transaction document",
    chooseOne: "Please choose one image.",
  },
};

/** The messages in one language, shaped as the English. */
export type FormMessages = typeof englishMessages;
