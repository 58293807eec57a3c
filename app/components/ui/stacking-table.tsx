import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * Below this width the table turns into a block of labelled lines per row:
 * sm is 640 px, md 768 px, lg 1024 px. Pick the narrowest at which the
 * columns still fit side by side; 640 px is a laptop at 200% zoom.
 */
export type StackBelow = "sm" | "md" | "lg";

export type StackingColumn<Row> = {
  /** The column's header, also the label in front of each value once stacked. */
  header: string;
  /** A different label for the stacked form, when the header would read wrongly there. */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** This column's cell names its row (th scope="row"), as a screen reader announces it. */
  rowHeader?: boolean;
  /** Classes for this column's cells: wrapping, alignment, weight. */
  className?: string;
  /** Classes for this column's header. */
  headerClassName?: string;
};

/** Rows that belong together under a heading row of their own (one tbody each), e.g. one client's reports. */
export type StackingRowGroup<Row> = { key: string; heading: ReactNode; headingClassName?: string; rows: Row[] };

// Written out whole for each breakpoint: Tailwind finds only class names that appear in the source.
const stacking = {
  sm: { head: "max-sm:sr-only", row: "max-sm:block max-sm:py-2", cell: "max-sm:block max-sm:py-1", label: "font-semibold sm:hidden" },
  md: { head: "max-md:sr-only", row: "max-md:block max-md:py-2", cell: "max-md:block max-md:py-1", label: "font-semibold md:hidden" },
  lg: { head: "max-lg:sr-only", row: "max-lg:block max-lg:py-2", cell: "max-lg:block max-lg:py-1", label: "font-semibold lg:hidden" },
} satisfies Record<StackBelow, Record<"head" | "row" | "cell" | "label", string>>;

const classes = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(" ");

/**
 * The usual first column: it names the row (in normal weight, as a th is bold
 * by default) with a link to the row's own page. `wrap` lets an address or an
 * id break anywhere ("break-all") or a subject between words ("break-words").
 */
export function linkColumn<Row>({
  header,
  href,
  text,
  wrap,
}: {
  header: string;
  href: (row: Row) => string;
  text: (row: Row) => ReactNode;
  wrap?: "break-all" | "break-words";
}): StackingColumn<Row> {
  return {
    header,
    rowHeader: true,
    className: "font-normal",
    cell: (row) => (
      <Link to={href(row)} className={classes("font-semibold text-accent-strong underline", wrap)}>
        {text(row)}
      </Link>
    ),
  };
}

type StackingTableProps<Row> = {
  /** Says what the list holds and in what order; it names the table for a screen reader. */
  caption: ReactNode;
  /** Read by screen readers only, where a heading just above already says it to the eye. */
  captionHidden?: boolean;
  columns: StackingColumn<Row>[];
  stackBelow: StackBelow;
  rowKey: (row: Row) => string;
  rowClassName?: (row: Row) => string;
  /** Said in a dashed box in the table's place when there is no row; without it an empty list is an empty table. */
  empty?: ReactNode;
  /** The box's place in the page (a margin). */
  className?: string;
} & ({ rows: Row[]; groups?: never } | { groups: StackingRowGroup<Row>[]; rows?: never });

/**
 * A back-office list: a bordered table with a caption and a header row on a
 * wide screen. Below `stackBelow` the header row is read only by screen
 * readers and each row becomes a block of lines, each value after its
 * column's label, so nothing scrolls sideways on a phone or at 200% zoom.
 */
export function StackingTable<Row>({ caption, captionHidden, columns, stackBelow, rowKey, rowClassName, empty, className, ...body }: StackingTableProps<Row>) {
  if (empty !== undefined && (body.groups ? body.groups.length : body.rows.length) === 0) {
    return <p className={classes("rounded-lg border border-dashed border-line bg-surface p-5 text-muted", className)}>{empty}</p>;
  }
  const stack = stacking[stackBelow];
  const cellBase = classes("px-4 py-3 align-top", stack.cell);

  const row = (item: Row, ruled: string) => (
    <tr key={rowKey(item)} className={classes(ruled, stack.row, rowClassName?.(item))}>
      {columns.map((column) => {
        const Cell = column.rowHeader ? "th" : "td";
        return (
          <Cell key={column.header} scope={column.rowHeader ? "row" : undefined} className={classes(cellBase, column.className)}>
            <span className={stack.label}>{`${column.label ?? column.header}: `}</span>
            {column.cell(item)}
          </Cell>
        );
      })}
    </tr>
  );

  return (
    <div className={classes("rounded-lg border border-line bg-surface", className)}>
      <table className="w-full border-collapse text-left">
        <caption className={captionHidden ? "sr-only" : "px-4 pt-4 pb-2 text-left text-muted"}>{caption}</caption>
        <thead className={stack.head}>
          <tr className="border-b border-line">
            {columns.map((column) => (
              <th key={column.header} scope="col" className={classes("px-4 py-3", column.headerClassName)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {body.groups ? (
          body.groups.map((group) => (
            <tbody key={group.key} className="border-b-4 border-line last:border-b-0">
              <tr className={classes(group.headingClassName, stack.row)}>
                <th scope="rowgroup" colSpan={columns.length} className={classes(cellBase, "font-normal")}>
                  {group.heading}
                </th>
              </tr>
              {group.rows.map((item) => row(item, "border-t border-line"))}
            </tbody>
          ))
        ) : (
          <tbody>{body.rows.map((item) => row(item, "border-b border-line last:border-b-0"))}</tbody>
        )}
      </table>
    </div>
  );
}
