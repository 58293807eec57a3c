import { z } from "zod";

/*
 * A back-office search or filter form read from the address (a GET form), so
 * a view can be bookmarked, shared and paged. What was typed is always given
 * back as typed; a field that cannot be used gets a message beside it and
 * nothing is searched until it is fixed.
 */

export const DATE_MESSAGE = "Enter a date as YYYY-MM-DD, for example 2026-07-15.";

/** A calendar day that exists: "2026-02-30" is refused rather than rolled over into March. */
export const searchDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, DATE_MESSAGE);

const pageSchema = z.coerce.number().int().min(1).max(100_000);

export type SearchFields = Record<string, z.ZodType<string>>;

export type ReadSearch<S extends SearchFields> = {
  /** Exactly what was typed (cut to the longest kept), to fill the form again. */
  values: Record<keyof S & string, string>;
  errors: Partial<Record<keyof S & string, string>>;
  /** The trimmed, checked values of the fields filled in; null when a field is invalid. */
  clean: { [K in keyof S]?: z.output<S[K]> } | null;
  /** The page asked for, 1 when there is none or it is not a page number. */
  page: number;
};

/**
 * Reads each field of `fields` from the address and checks its trimmed value,
 * when there is one, with that field's schema; `dateRange` names two day
 * fields whose end may not come before their start.
 */
export function readSearchParams<S extends SearchFields>(
  params: URLSearchParams,
  fields: S,
  { maxLength, dateRange }: { maxLength: number; dateRange?: { from: keyof S & string; to: keyof S & string } },
): ReadSearch<S> {
  type Field = keyof S & string;
  const names = Object.keys(fields) as Field[];
  const values = Object.fromEntries(names.map((name) => [name, (params.get(name) ?? "").slice(0, maxLength)])) as Record<Field, string>;
  const errors: Partial<Record<Field, string>> = {};
  const clean: Partial<Record<Field, string>> = {};
  for (const field of names) {
    const value = values[field].trim();
    if (value === "") continue;
    const result = fields[field]!.safeParse(value);
    if (result.success) clean[field] = result.data;
    else errors[field] = result.error.issues[0]?.message ?? "This value cannot be used.";
  }
  if (dateRange) {
    const from = clean[dateRange.from];
    const to = clean[dateRange.to];
    if (from && to && to < from) errors[dateRange.to] = "The end date must be on or after the start date.";
  }
  const page = pageSchema.safeParse(params.get("page") ?? "1");
  return {
    values,
    errors,
    clean: Object.keys(errors).length > 0 ? null : (clean as ReadSearch<S>["clean"]),
    page: page.success ? page.data : 1,
  };
}

/** The query string (without "?") of another page of the same search: the filled-in fields, trimmed, and the page past the first. */
export function searchQuery(values: Record<string, string>, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value.trim() !== "") params.set(name, value.trim());
  if (page > 1) params.set("page", String(page));
  return params.toString();
}
