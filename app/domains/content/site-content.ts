import { z } from "zod";

/**
 * The home page's client figures and the testimonials, as the provider edits
 * them (ADR 44): the form rules and how a stored figure reads on the page.
 * Server-side only in practice (actions and loaders), so zod stays out of the
 * public pages' JavaScript.
 */
export type Figure = { value: string; label: string };

export type StoredFigures = {
  clientsServed: number | null;
  averageRatingTenths: number | null;
  sessionsSavedPercent: number | null;
  sessionsSavedText: string | null;
};

export const noFigures: StoredFigures = { clientsServed: null, averageRatingTenths: null, sessionsSavedPercent: null, sessionsSavedText: null };

export const CLAIM_TEXT_MAX = 120;
export const QUOTE_MAX = 1500;

/** Only the figures the provider entered, in page order: an empty one leaves no block and no label. */
export function shownFigures(figures: StoredFigures): Figure[] {
  const shown: Figure[] = [];
  if (figures.clientsServed !== null) {
    shown.push({ value: `${figures.clientsServed.toLocaleString("en-US")}+`, label: "clients have trusted us with their story" });
  }
  if (figures.averageRatingTenths !== null) {
    shown.push({ value: `${(figures.averageRatingTenths / 10).toFixed(1)}/5`, label: "average rating from our clients" });
  }
  if (figures.sessionsSavedPercent !== null && figures.sessionsSavedText) {
    shown.push({ value: `${figures.sessionsSavedPercent}%`, label: figures.sessionsSavedText });
  }
  return shown;
}

/** The figures as the form shows them: empty text for an empty figure. */
export function figuresFormValues(figures: StoredFigures): FiguresFormValues {
  return {
    clientsServed: figures.clientsServed === null ? "" : String(figures.clientsServed),
    averageRating: figures.averageRatingTenths === null ? "" : (figures.averageRatingTenths / 10).toFixed(1),
    sessionsSavedPercent: figures.sessionsSavedPercent === null ? "" : String(figures.sessionsSavedPercent),
    sessionsSavedText: figures.sessionsSavedText ?? "",
  };
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** An empty box is "not set"; anything else must be a whole number in range. */
const optionalWhole = (min: number, max: number, message: string) =>
  z.string().refine((value) => value === "" || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max), message).transform((value) => (value === "" ? null : Number(value)));

export const figuresFields = ["clientsServed", "averageRating", "sessionsSavedPercent", "sessionsSavedText"] as const;
export type FiguresField = (typeof figuresFields)[number];
export type FiguresFormValues = Record<FiguresField, string>;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const figuresSchema = z
  .object({
    clientsServed: optionalWhole(0, 10_000_000, "Enter a whole number of clients, 0 or more, or leave it empty."),
    averageRating: z
      .string()
      .refine((value) => value === "" || (/^\d(\.\d)?$/.test(value) && Number(value) >= 1 && Number(value) <= 5), "Enter a rating from 1.0 to 5.0 with at most one decimal, or leave it empty.")
      .transform((value) => (value === "" ? null : Math.round(Number(value) * 10))),
    sessionsSavedPercent: optionalWhole(0, 100, "Enter a whole percentage from 0 to 100, or leave it empty."),
    sessionsSavedText: z.string().max(CLAIM_TEXT_MAX, `Keep the claim to ${CLAIM_TEXT_MAX} characters or fewer.`),
  })
  .superRefine((values, context) => {
    // Half a claim reads as nonsense: a percentage needs its words and words need their percentage.
    if (values.sessionsSavedPercent !== null && values.sessionsSavedText === "") {
      context.addIssue({ code: "custom", path: ["sessionsSavedText"], message: "Write what the percentage says, or empty both boxes." });
    }
    if (values.sessionsSavedPercent === null && values.sessionsSavedText !== "") {
      context.addIssue({ code: "custom", path: ["sessionsSavedPercent"], message: "Enter the percentage this claim is about, or empty both boxes." });
    }
  });

export type FiguresParse =
  | { ok: true; figures: StoredFigures }
  | { ok: false; values: FiguresFormValues; errors: FieldErrors<FiguresField> };

export function parseFiguresForm(formData: FormData): FiguresParse {
  const values = Object.fromEntries(figuresFields.map((field) => [field, text(formData, field)])) as FiguresFormValues;
  const parsed = figuresSchema.safeParse(values);
  if (!parsed.success) return { ok: false, values, errors: firstErrors(parsed.error) };
  const { clientsServed, averageRating, sessionsSavedPercent, sessionsSavedText } = parsed.data;
  return { ok: true, figures: { clientsServed, averageRatingTenths: averageRating, sessionsSavedPercent, sessionsSavedText: sessionsSavedText || null } };
}

export const testimonialFields = ["quote", "name", "age", "service", "rating", "orderId", "shown"] as const;
export type TestimonialField = (typeof testimonialFields)[number];
export type TestimonialFormValues = Record<Exclude<TestimonialField, "shown">, string> & { shown: boolean };

export type TestimonialInput = {
  quote: string;
  name: string;
  age: number | null;
  service: string | null;
  rating: number;
  orderId: string | null;
  shown: boolean;
};

export const emptyTestimonialValues: TestimonialFormValues = { quote: "", name: "", age: "", service: "", rating: "5", orderId: "", shown: true };

const testimonialSchema = z.object({
  quote: z.string().min(10, "Write the testimonial: at least 10 characters.").max(QUOTE_MAX, `Keep the testimonial to ${QUOTE_MAX.toLocaleString("en-US")} characters or fewer.`),
  name: z.string().min(1, "Enter the name as it should be shown, for example “Robert K.”.").max(60, "Keep the name to 60 characters or fewer."),
  age: optionalWhole(18, 120, "Enter an age from 18 to 120, or leave it empty."),
  service: z.string().max(80, "Keep this to 80 characters or fewer."),
  rating: z
    .string()
    .regex(/^[1-5]$/, "Enter a rating from 1 to 5 stars.")
    .transform(Number),
  orderId: z.string().max(100, "That is not an order id: it is too long."),
  shown: z.boolean(),
});

export type TestimonialParse =
  | { ok: true; testimonial: TestimonialInput; values: TestimonialFormValues }
  | { ok: false; values: TestimonialFormValues; errors: FieldErrors<TestimonialField> };

export function parseTestimonialForm(formData: FormData): TestimonialParse {
  const values: TestimonialFormValues = {
    quote: text(formData, "quote"),
    name: text(formData, "name"),
    age: text(formData, "age"),
    service: text(formData, "service"),
    rating: text(formData, "rating"),
    orderId: text(formData, "orderId"),
    shown: formData.get("shown") === "on",
  };
  const parsed = testimonialSchema.safeParse(values);
  if (!parsed.success) return { ok: false, values, errors: firstErrors(parsed.error) };
  const { service, orderId, ...rest } = parsed.data;
  return { ok: true, values, testimonial: { ...rest, service: service || null, orderId: orderId || null } };
}

function firstErrors<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** "Robert K." → "RK": the round badge beside the name. */
export function initialsOf(name: string): string {
  const letters = name.match(/\p{L}+/gu) ?? [];
  return letters
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}
