/** The report's colours: dark text on white, one green accent, a warm tint for quotes (docs/report-style.md, "The page"). */
export const palette = {
  ink: "#1f2a2e",
  muted: "#4b5a5e",
  line: "#d9d3cb",
  paper: "#f6f2ec",
  accent: "#2f6f62",
  accentStrong: "#245a4f",
  accentSoft: "#e3efeb",
} as const;
