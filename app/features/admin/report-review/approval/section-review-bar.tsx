import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { ReviewActionResult, ReviewSection } from "../review-view";

/**
 * Where a section stands in the review (ADR 0063), and the reviewer's way to
 * accept it as drafted. Accepting moves on to the next section: the button
 * says so, and the page lands there with focus on its heading, so a keyboard
 * reviewer reads, accepts, reads on. Editing a section marks it edited.
 */
export function SectionReviewState({ section }: { section: ReviewSection }) {
  const { review } = section;
  if (!review) {
    return (
      <p className="mt-1 text-sm font-semibold text-[#8a5a00]" data-section-state="awaiting">
        Not yet reviewed: accept it as it stands, or edit it.
      </p>
    );
  }
  return (
    <p className="mt-1 text-sm font-semibold text-green-800" data-section-state={review.state}>
      {review.state === "edited" ? "Edited" : "Accepted"} by {review.by}, <time dateTime={review.atIso}>{review.at}</time>
    </p>
  );
}

export function AcceptSectionForm({ section, revision }: { section: ReviewSection; revision: number }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("sectionId") === section.id;
  if (section.review) return null;
  const label = section.nextId ? "Accept and go to next section" : "Accept section";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="sectionId" value={section.id} />
      <input type="hidden" name="baseRevision" value={revision} />
      {section.nextId ? <input type="hidden" name="next" value={section.nextId} /> : null}
      <Button type="submit" disabled={busy}>
        {busy && navigation.formData?.get("intent") === "accept" ? "Accepting…" : label}
        <span className="sr-only">: {section.title}</span>
      </Button>
    </Form>
  );
}

/** An accept refused (the report moved on, or it left review): its message beside the section. */
export function AcceptRefusal({ section, result }: { section: ReviewSection; result: ReviewActionResult | undefined }) {
  if (result?.intent !== "accept" || result.sectionId !== section.id) return null;
  return (
    <p role="alert" className="mt-3 font-semibold text-red-800">
      {result.message}
    </p>
  );
}
