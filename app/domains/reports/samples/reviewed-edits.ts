import { catharsisGriefSampleEdits, catharsisSampleEdits } from "../kinds/catharsis/sample-edits";
import { enneagramSampleEdits } from "../kinds/enneagram/sample-edits";
import { rootCauseSampleEdits } from "../kinds/root-cause/sample-edits";
import { therapistSummarySampleEdits } from "../kinds/therapist-summary/sample-edits";
import type { ReviewedEdits } from "../kinds/report-kind-definition";
import type { SampleId } from "./sample-reports";

/**
 * What a reviewer rewrote in each sample's template draft, in the review
 * page's section text (document/section-markup.ts), keyed by section id.
 * The samples are made as a buyer's report is: drafted from a fictional
 * client's answers (June Hartley's; Ellen Marsh's for grief), then reviewed. A reviewer rewrites the opening and a
 * section or two in a warmer, more particular voice, and leaves the rest of
 * the draft as it stands; every claim cites the client's own sentences, and quotes
 * are sentence ids whose words code inserts; `# scales` keeps the validated
 * scales code copied in, as a reviewer's edit always does.
 *
 * The sentence ids follow their answers in app/domains/assessments/samples:
 * change an answer's sentences and these citations must be checked again
 * (verification fails the sample's test when one no longer fits).
 */
export type { ReviewedEdits };

/** Each sample's edits, in its kind folder's `sample-edits.ts`; keyed by every sample, so a sample without its review does not compile. */
export const reviewedEdits: Record<SampleId, ReviewedEdits> = {
  catharsis: catharsisSampleEdits,
  "catharsis-grief": catharsisGriefSampleEdits,
  "root-cause": rootCauseSampleEdits,
  "therapist-summary": therapistSummarySampleEdits,
  enneagram: enneagramSampleEdits,
};
