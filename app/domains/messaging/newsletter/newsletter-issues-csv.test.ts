import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./newsletter-issues-csv";

describe("newsletter CSV cells", () => {
  it("leaves plain values alone", () => {
    expect(csvCell("reader@example.com")).toBe("reader@example.com");
    expect(csvCell(null)).toBe("");
    expect(csvCell("2026-11-26T10:00:00.000Z")).toBe("2026-11-26T10:00:00.000Z");
  });

  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("one\r\ntwo")).toBe('"one\r\ntwo"');
  });

  it("turns anything a spreadsheet would run as a formula into text", () => {
    expect(csvCell("=HYPERLINK(\"http://evil.example\")")).toBe("\"'=HYPERLINK(\"\"http://evil.example\"\")\"");
    expect(csvCell("+1@example.com")).toBe("'+1@example.com");
    expect(csvCell("-2+3@example.com")).toBe("'-2+3@example.com");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("a=b@example.com")).toBe("a=b@example.com");
  });

  it("ends each record with CRLF", () => {
    expect(csvLine(["a", null, "=1"])).toBe("a,,'=1\r\n");
  });
});
