/** Shown while the access check runs (spec section 2): the form's outline, announced as busy. */
export function FormSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-live="polite" className="mx-auto max-w-3xl px-4 py-12 sm:px-6" data-testid="form-skeleton">
      <span className="sr-only">Checking your access…</span>
      <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none space-y-6">
        <div className="h-10 w-2/3 rounded-lg bg-stone-200" />
        <div className="h-5 w-full rounded bg-stone-200" />
        <div className="h-40 rounded-2xl bg-stone-200" />
        <div className="h-64 rounded-2xl bg-stone-200" />
      </div>
    </div>
  );
}
