import { LabeledField } from "./labeled-field";

/** The look of an input or select in a back-office search form; a thicker red border when it is invalid. */
export const searchInputClasses =
  "mt-1 block w-full min-h-11 rounded-md border border-muted bg-surface px-3 py-2 aria-invalid:border-2 aria-invalid:border-red-800";

/** What a search field gives its input or select to spread on it. */
export type SearchInputProps = { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string; className: string };

/** A date field the browser would empty (it drops a value that is not a real day) shows as text, so what was typed stays. */
export const dateInputType = (error: string | undefined) => (error ? "text" : "date");

type SearchFieldProps = { idPrefix: string; name: string; label: string; hint?: string; error?: string };

/**
 * One field of a back-office GET search form: a labeled field whose control
 * (drawn by `children`) also gets its name and the search look. Its id is
 * `${idPrefix}-${name}`.
 */
export function SearchField({ idPrefix, name, label, hint, error, children }: SearchFieldProps & { children: (props: SearchInputProps) => React.ReactNode }) {
  return (
    <LabeledField id={`${idPrefix}-${name}`} label={label} hint={hint} error={error} className="min-w-0">
      {(props) => children({ ...props, name, className: searchInputClasses })}
    </LabeledField>
  );
}

/** A day field of a search (from, to): a date input, shown as text while what was typed is refused. */
export function SearchDateField({ defaultValue, ...field }: SearchFieldProps & { defaultValue: string }) {
  return <SearchField {...field}>{(props) => <input {...props} type={dateInputType(field.error)} defaultValue={defaultValue} />}</SearchField>;
}
