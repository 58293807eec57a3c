export type DiffLine = { change: "same" | "added" | "removed"; text: string };

/**
 * A line-by-line diff of a section's text before and after a change (the
 * longest common subsequence of lines), for the audit log. Sections are a
 * few dozen lines, so the quadratic table is small.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split("\n");
  const b = after.split("\n");
  const common: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ change: "same", text: a[i]! });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      lines.push({ change: "removed", text: a[i]! });
      i++;
    } else {
      lines.push({ change: "added", text: b[j]! });
      j++;
    }
  }
  return lines;
}
