/** The editor's text fields: the same box as the site's forms, marked when a save was refused for them. */
export const inputClasses =
  "mt-1 block w-full rounded-md border border-muted bg-surface px-3 py-2 text-base leading-relaxed aria-invalid:border-2 aria-invalid:border-red-800";
