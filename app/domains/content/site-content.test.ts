import { describe, expect, it } from "vitest";
import { initialsOf, noFigures, parseFiguresForm, parseTestimonialForm, shownFigures } from "./site-content";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const figures = { clientsServed: "500", averageRating: "4.9", sessionsSavedPercent: "87", sessionsSavedText: "of clients say their report saved them 1-2 therapy sessions" };

describe("the client figures", () => {
  it("read as the spec words them", () => {
    const parsed = parseFiguresForm(form(figures));
    expect(parsed.ok && shownFigures(parsed.figures)).toEqual([
      { value: "500+", label: "clients have trusted us with their story" },
      { value: "4.9/5", label: "average rating from our clients" },
      { value: "87%", label: "of clients say their report saved them 1-2 therapy sessions" },
    ]);
  });

  it("leave an empty figure out entirely, label and all", () => {
    const parsed = parseFiguresForm(form({ ...figures, averageRating: " " }));
    expect(parsed.ok).toBe(true);
    const shown = parsed.ok ? shownFigures(parsed.figures) : [];
    expect(shown.map((figure) => figure.value)).toEqual(["500+", "87%"]);
    expect(shown.map((figure) => figure.label).join(" ")).not.toContain("rating");
    expect(shownFigures(noFigures)).toEqual([]);
  });

  it("keep a count whole and 0 or more, a rating from 1.0 to 5.0 with one decimal, and the claim short", () => {
    for (const clientsServed of ["-1", "2.5", "many"]) {
      const parsed = parseFiguresForm(form({ ...figures, clientsServed }));
      expect(parsed.ok ? null : parsed.errors.clientsServed).toMatch(/whole number/);
    }
    for (const averageRating of ["0.9", "5.1", "4.95", "four"]) {
      const parsed = parseFiguresForm(form({ ...figures, averageRating }));
      expect(parsed.ok ? null : parsed.errors.averageRating).toMatch(/1\.0 to 5\.0/);
    }
    const parsed = parseFiguresForm(form({ ...figures, clientsServed: "0", averageRating: "5", sessionsSavedText: "x".repeat(121) }));
    expect(parsed.ok ? null : parsed.errors).toEqual({ sessionsSavedText: "Keep the claim to 120 characters or fewer." });
    const rating = parseFiguresForm(form({ ...figures, averageRating: "1.0" }));
    expect(rating.ok && rating.figures.averageRatingTenths).toBe(10);
  });

  it("send back what was typed with the reason beside its field", () => {
    const parsed = parseFiguresForm(form({ ...figures, averageRating: "7.5" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.values).toEqual({ ...figures, averageRating: "7.5" });
    expect(Object.keys(parsed.errors)).toEqual(["averageRating"]);
  });

  it("take the sessions claim whole: a percentage with its words, or neither", () => {
    const noWords = parseFiguresForm(form({ ...figures, sessionsSavedText: "" }));
    expect(noWords.ok ? null : Object.keys(noWords.errors)).toEqual(["sessionsSavedText"]);
    const noPercent = parseFiguresForm(form({ ...figures, sessionsSavedPercent: "" }));
    expect(noPercent.ok ? null : Object.keys(noPercent.errors)).toEqual(["sessionsSavedPercent"]);
    const neither = parseFiguresForm(form({ ...figures, sessionsSavedPercent: "", sessionsSavedText: "" }));
    expect(neither.ok && shownFigures(neither.figures).length).toBe(2);
  });
});

describe("a testimonial's form", () => {
  const story = { quote: "The report gave me a place to begin.", name: "Robert K.", age: "", service: "", rating: "5", orderId: "", shown: "on" };

  it("keeps optional fields empty as nothing and reads the shown box", () => {
    const parsed = parseTestimonialForm(form(story));
    expect(parsed.ok && parsed.testimonial).toEqual({ quote: story.quote, name: "Robert K.", age: null, service: null, rating: 5, orderId: null, shown: true });
    const hidden = parseTestimonialForm(form({ ...story, shown: "" }));
    expect(hidden.ok && hidden.testimonial.shown).toBe(false);
  });

  it("refuses a missing quote or name and a rating outside 1 to 5", () => {
    const parsed = parseTestimonialForm(form({ ...story, quote: "", name: " ", rating: "6" }));
    expect(parsed.ok ? [] : Object.keys(parsed.errors).sort()).toEqual(["name", "quote", "rating"]);
    const noStars = parseTestimonialForm(form({ ...story, rating: "" }));
    expect(noStars.ok ? null : noStars.errors.rating).toBe("Enter a rating from 1 to 5 stars.");
  });

  it("makes initials from the name as shown", () => {
    expect(initialsOf("Robert K.")).toBe("RK");
    expect(initialsOf("Ana")).toBe("A");
  });
});
