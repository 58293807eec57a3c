import { describe, expect, it } from "vitest";
import { sampleFileName } from "./sample-file-name";

describe("sampleFileName", () => {
  it("replaces every non-alphanumeric character with an underscore and adds the extension", () => {
    expect(sampleFileName("Enneagram Results Report")).toBe("Enneagram_Results_Report.pdf");
    expect(sampleFileName("Catharsis + Root Cause: 90 days")).toBe("Catharsis___Root_Cause__90_days.pdf");
    expect(sampleFileName("Café/report", "txt")).toBe("Caf__report.txt");
  });
});
