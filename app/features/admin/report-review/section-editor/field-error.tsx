/** A field's message, right below it; the field names it in aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {message}
    </p>
  );
}

export const inputClasses =
  "mt-1 block w-full rounded-md border border-muted bg-surface px-3 py-2 text-base leading-relaxed aria-invalid:border-2 aria-invalid:border-red-800";
