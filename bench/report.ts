// How the bench prints its figures.

/** Bytes as KiB with one decimal. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A plain-text table: the first column left-aligned, the rest right-aligned. */
export function table(rows: (string | number)[][], headers: string[]) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join("  ");
  console.log(line(headers));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
  console.log();
}
