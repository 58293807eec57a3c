import type { ReportBlock } from "../pdf/report-content";
import { answer } from "./fictional-client";

/** Short constructors that keep the sample texts readable. */
export const p = (text: string): ReportBlock => ({ kind: "paragraph", text });
export const h = (text: string): ReportBlock => ({ kind: "subheading", text });
export const list = (...items: string[]): ReportBlock => ({ kind: "bullets", items });
export const quote = (number: number): ReportBlock => ({ kind: "answer", ...answer(number) });
export const note = (title: string, text: string): ReportBlock => ({ kind: "callout", title, text });
export const plan = (...rows: [string, string][]): ReportBlock => ({
  kind: "plan",
  rows: rows.map(([when, action]) => ({ when, action })),
});
export const facts = (...rows: [string, string][]): ReportBlock => ({
  kind: "facts",
  rows: rows.map(([label, value]) => ({ label, value })),
});

export const crisisNote = note(
  "If things get worse",
  "This report is not for emergencies. If you ever feel unsafe, or think about ending your life, call or text 988 (the Suicide & Crisis Lifeline) or text HOME to 741741, at any hour. If you are in immediate danger, call 911.",
);
