import { describe, expect, it } from "vitest";
import { lineDiff } from "./line-diff";

describe("a section's line diff", () => {
  it("marks the changed line as removed and added, and keeps the rest", () => {
    const before = "# paragraph\nYou wrote about the move. [q2.s1]\nIt sounds lonely. [q3.s1]";
    const after = "# paragraph\nYou wrote about the move last spring. [q2.s1]\nIt sounds lonely. [q3.s1]";
    expect(lineDiff(before, after)).toEqual([
      { change: "same", text: "# paragraph" },
      { change: "removed", text: "You wrote about the move. [q2.s1]" },
      { change: "added", text: "You wrote about the move last spring. [q2.s1]" },
      { change: "same", text: "It sounds lonely. [q3.s1]" },
    ]);
  });

  it("shows lines added at the end and removed from the start", () => {
    expect(lineDiff("a\nb", "b\nc")).toEqual([
      { change: "removed", text: "a" },
      { change: "same", text: "b" },
      { change: "added", text: "c" },
    ]);
  });
});
