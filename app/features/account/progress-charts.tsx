import { BarChart } from "~/components/content/bar-chart";
import type { ScaleProgress } from "~/domains/assessments/check-ins/check-in-progress.server";
import { formatLongDate } from "~/shared/dates";

/**
 * For the page: each point's date in words, in full for the table and short under the axis, as the
 * day it was in `zone` (the client's own on her account, ADR 0072; UTC where no reader's zone is known).
 */
export function toProgressView(progress: ScaleProgress[], zone = "UTC"): ScaleProgressView[] {
  const axisDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: zone });
  return progress.map(({ points, ...scale }) => ({
    ...scale,
    points: points.map((point) => ({ label: formatLongDate(point.at, zone), axisLabel: axisDate.format(point.at), source: point.source, score: point.score })),
  }));
}

/** One scale over time, as the page receives it: dates already written out. */
export type ScaleProgressView = {
  scaleId: string;
  name: string;
  title: string;
  max: number;
  sentence: string;
  points: { label: string; axisLabel: string; source: "report" | "check-in"; score: number }[];
};

/**
 * The picture of change (issue 33, ADR 0069): each scale over time as a chart, with a sentence
 * that reads the change against the scale's published threshold and the figures as a table.
 * Shown to the client on /account, and to a clinician on a shared page when the client shares.
 */
export function ProgressCharts({ scales, idPrefix = "progress" }: { scales: ScaleProgressView[]; idPrefix?: string }) {
  return (
    <div className="grid gap-6">
      {scales.map((scale) => (
        <div key={scale.scaleId}>
          <BarChart
            id={`${idPrefix}-${scale.scaleId}`}
            title={`${scale.title} over time`}
            summary={scale.sentence}
            series={[{ label: `${scale.name} score (0–${scale.max})`, fill: "#2f6f62" }]}
            rows={scale.points.map((point) => ({
              label: `${point.label}, ${point.source === "report" ? "the questionnaire behind the report" : "check-in"}`,
              axisLabel: point.axisLabel,
              values: [point.score],
            }))}
            formatValue={(value) => String(value)}
            rowHeading="When"
            wholeNumbers
            top={scale.max}
          />
        </div>
      ))}
    </div>
  );
}
