import { useNavigation } from "react-router";
import { emptyTestimonialValues, type FieldErrors, type FiguresField, type FiguresFormValues, type TestimonialField, type TestimonialFormValues } from "~/domains/content/site-content";
import { FiguresForm } from "./figures-form";
import { TestimonialForm } from "./testimonial-form";
import { TestimonialList, type TestimonialRow } from "./testimonial-list";
import { TimeZoneForm } from "./time-zone-form";

/** What a refused save sends back: the typed values and the reasons, for the form that was sent. */
export type SiteFormResult =
  | { form: "figures"; values: FiguresFormValues; errors: FieldErrors<FiguresField> }
  | { form: "testimonial"; values: TestimonialFormValues; errors: FieldErrors<TestimonialField> }
  | { form: "time-zone"; values: { zone: string }; errors: { zone?: string } };

/** /admin/site: the home page's client figures and the testimonials, as the public pages show them. */
export function SiteScreen({
  figures,
  testimonials,
  staffTimeZone,
  result,
}: {
  figures: FiguresFormValues;
  testimonials: TestimonialRow[];
  staffTimeZone: string;
  result?: SiteFormResult;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl sm:text-4xl">Site claims and testimonials</h1>
      <p className="mt-2 max-w-3xl text-muted">What the home page and the Success Stories page say about clients. A save shows on the site at once.</p>

      <section aria-labelledby="figures-heading" className="mt-10">
        <h2 id="figures-heading" className="font-serif text-2xl">Client figures on the home page</h2>
        <p className="mt-1 max-w-3xl text-muted">Enter only what your records back. An empty figure is left off the home page.</p>
        <FiguresForm
          key={result?.form === "figures" ? "refused" : JSON.stringify(figures)}
          values={result?.form === "figures" ? result.values : figures}
          errors={result?.form === "figures" ? result.errors : {}}
          busy={busy}
        />
      </section>

      <section aria-labelledby="testimonials-heading" className="mt-12">
        <h2 id="testimonials-heading" className="font-serif text-2xl">Testimonials</h2>
        <p className="mt-1 max-w-3xl text-muted">
          In the order the site shows them: the first is the featured story, and the home page shows the first three. Only a story linked to a paid order is marked
          &ldquo;Verified Customer&rdquo;.
        </p>
        <TestimonialList rows={testimonials} busy={busy} />
      </section>

      <section aria-labelledby="add-heading" className="mt-12 rounded-lg border border-line bg-surface p-5">
        <h2 id="add-heading" className="mb-4 font-serif text-2xl">Add a testimonial</h2>
        <TestimonialForm
          key={result?.form === "testimonial" ? "refused" : testimonials.length}
          intent="add"
          idPrefix="new-testimonial"
          values={result?.form === "testimonial" ? result.values : emptyTestimonialValues}
          errors={result?.form === "testimonial" ? result.errors : {}}
          busy={busy}
        />
      </section>

      <section aria-labelledby="time-zone-heading" className="mt-12">
        <h2 id="time-zone-heading" className="font-serif text-2xl">Times on staff pages</h2>
        <TimeZoneForm
          key={result?.form === "time-zone" ? "refused" : staffTimeZone}
          zone={result?.form === "time-zone" ? result.values.zone : staffTimeZone}
          error={result?.form === "time-zone" ? result.errors.zone : undefined}
          busy={busy}
        />
      </section>
    </div>
  );
}
