/*
 * A bar chart drawn as plain SVG on the server (ADR 0029; the admin dashboard's, and the account
 * page's picture of change, ADR 0069): no chart library,
 * no script. The picture is one labelled image; what it shows is also said in
 * a sentence and given as a table, and a stacked series is told apart by a
 * pattern and a legend in words as well as by its colour.
 */

export type ChartSeries = {
  label: string;
  /** The bar's colour. */
  fill: string;
  /** Diagonal stripes over the colour, so this series does not rest on colour alone. */
  hatched?: boolean;
};

export type ChartRow = {
  /** Written in full in the table ("November 23, 2026"). */
  label: string;
  /** Under the axis ("Nov 23"); only a few are drawn. */
  axisLabel: string;
  /** One value per series, stacked in the series' order. */
  values: number[];
};

type BarChartProps = {
  /** Unique on the page: ids of the title, summary and pattern derive from it. */
  id: string;
  title: string;
  summary: string;
  series: ChartSeries[];
  rows: ChartRow[];
  formatValue: (value: number) => string;
  /** The axis's values, where the table's are too long ("$50" beside "$50.00"); `formatValue` otherwise. */
  formatAxis?: (value: number) => string;
  /** The table's first column ("Day"). */
  rowHeading: string;
  /** Counts: the axis shows no half steps. */
  wholeNumbers?: boolean;
  /** The axis's top when it is fixed (a scale's maximum); a round number above the tallest bar otherwise. */
  top?: number;
};

const WIDTH = 400;
const HEIGHT = 200;
const MARGIN = { top: 10, right: 4, bottom: 24, left: 56 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the largest bar. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((multiple) => multiple * power >= value) ?? 10;
  return step * power;
}

const patternId = (chartId: string, index: number) => `${chartId}-pattern-${index}`;

function Legend({ chartId, series }: { chartId: string; series: ChartSeries[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {series.map((entry, index) => (
        <li key={entry.label} className="inline-flex items-center gap-2">
          <svg width="16" height="16" aria-hidden="true" focusable="false">
            <rect width="16" height="16" fill={entry.hatched ? `url(#${patternId(chartId, index)})` : entry.fill} stroke="#1f2a2e" strokeWidth="1" />
          </svg>
          {entry.label}
        </li>
      ))}
    </ul>
  );
}

export function BarChart({ id, title, summary, series, rows, formatValue, rowHeading, wholeNumbers = false, formatAxis = formatValue, top: fixedTop }: BarChartProps) {
  const totals = rows.map((row) => row.values.reduce((sum, value) => sum + value, 0));
  const top = fixedTop ?? niceMax(Math.max(0, ...totals));
  const slot = PLOT_WIDTH / Math.max(rows.length, 1);
  const barWidth = Math.max(slot * 0.7, 1);
  const y = (value: number) => MARGIN.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  // First, middle and last day under the axis: enough to place the bars in time at any width.
  const labelled = new Set([0, Math.floor((rows.length - 1) / 2), rows.length - 1]);
  // The end labels align with the plot's edges, so neither is cut off.
  const axisLabelAnchor = (index: number) => (index === 0 ? "start" : index === rows.length - 1 ? "end" : "middle");
  const axisLabelX = (index: number, x: number) => (index === 0 ? x : index === rows.length - 1 ? x + barWidth : x + barWidth / 2);
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;

  return (
    <figure className="rounded-lg border border-line bg-surface p-4 sm:p-5" aria-labelledby={titleId}>
      <h3 id={titleId} className="font-serif text-xl">
        {title}
      </h3>
      <p id={summaryId} className="mt-1 text-muted">
        {summary}
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${summaryId}`}
        className="mt-3 h-auto w-full max-w-xl"
        preserveAspectRatio="xMidYMid meet"
      >
        <defs>
          {series.map((entry, index) =>
            entry.hatched ? (
              <pattern key={entry.label} id={patternId(id, index)} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="6" height="6" fill={entry.fill} />
                <line x1="0" y1="0" x2="0" y2="6" stroke="#1f2a2e" strokeWidth="2" />
              </pattern>
            ) : null,
          )}
        </defs>
        {[0, top / 2, top]
          .filter((tick) => !wholeNumbers || Number.isInteger(tick))
          .map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="#d9d3cb" strokeWidth="1" />
            <text x={MARGIN.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize="12" fill="#4b5a5e">
              {formatAxis(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, rowIndex) => {
          const x = MARGIN.left + rowIndex * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={row.label}>
              {row.values.map((value, seriesIndex) => {
                const entry = series[seriesIndex]!;
                const from = base;
                base += value;
                if (value <= 0) return null;
                return (
                  <rect
                    key={entry.label}
                    x={x}
                    y={y(base)}
                    width={barWidth}
                    height={y(from) - y(base)}
                    fill={entry.hatched ? `url(#${patternId(id, seriesIndex)})` : entry.fill}
                  />
                );
              })}
              {labelled.has(rowIndex) ? (
                <text x={axisLabelX(rowIndex, x)} y={HEIGHT - 6} textAnchor={axisLabelAnchor(rowIndex)} fontSize="12" fill="#4b5a5e">
                  {row.axisLabel}
                </text>
              ) : null}
            </g>
          );
        })}
        <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} stroke="#1f2a2e" strokeWidth="1" />
      </svg>
      {series.length > 1 ? <Legend chartId={id} series={series} /> : null}
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-accent-strong underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong">
          {title}: the figures as a table
        </summary>
        <table className="mt-2 w-full border-collapse text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="border-b border-line py-1 pr-4">
                  {rowHeading}
                </th>
                {series.map((entry) => (
                  <th key={entry.label} scope="col" className="border-b border-line py-1 pr-4 text-right">
                    {entry.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="border-b border-line py-1 pr-4 font-normal">
                    {row.label}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={series[index]!.label} className="border-b border-line py-1 pr-4 text-right tabular-nums">
                      {formatValue(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
        </table>
      </details>
    </figure>
  );
}
