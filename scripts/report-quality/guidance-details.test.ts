import { describe, expect, it } from "vitest";
import { clientDetails } from "~/domains/reports/template/guidance/blocks/client-details";
import { fill } from "~/domains/reports/template/guidance/blocks/fill";
import { choose } from "~/domains/reports/template/guidance/blocks/variety";
import type { ReportEvidence } from "~/shared/report-evidence";
import { clientEvidence } from "./client-evidence";
import { carol } from "./clients/death-grief-carol";
import { harold } from "./clients/death-grief-harold";

/** ADR 0067: the details a report names come only from the client's own, unflagged sentences. */
describe("a client's details for the guidance", () => {
  // Prepared while the tests are collected: reading the answers loads the language model once.
  const haroldEvidence = clientEvidence(harold);
  const carolEvidence = clientEvidence(carol);

  it("finds who died by the name the client uses, their pronoun, the time since, and the people named", () => {
    const details = clientDetails(haroldEvidence);
    expect(details).toMatchObject({ firstName: "Harold", lost: "Peggy", pronoun: "she", since: "eight months" });
    expect(new Set([...details.people.values()].flat())).toEqual(new Set(["Margaret", "Peggy", "Susan", "Ed", "Ray"]));
    expect([...details.places.values()].flat()).toContain("Niagara Falls");
  });

  it("reads nothing from a sentence the safety screen raised", () => {
    const evidence = carolEvidence;
    const flagged = evidence.sentences.filter((sentence) => /Rick/.test(sentence.text)).map((sentence) => sentence.id);
    const screened: ReportEvidence = { ...evidence, safety: { ...evidence.safety, sentenceIds: [...evidence.safety.sentenceIds, ...flagged] } };
    const details = clientDetails(screened);
    expect([...details.people.values()].flat()).not.toContain("Rick");
    expect(clientDetails(evidence).people.get(flagged[0]!)).toContain("Rick");
  });

  it("fills slots from the details and leaves out a bracketed part whose detail is missing", () => {
    expect(fill("[In the {since} since {lost} died, ]{they|they} mattered.", { lost: "Danny", they: "he" })).toBe("He mattered.");
    expect(fill("[In the {since} since {lost} died, ]{they|they} mattered.", { lost: "Danny", they: "he", since: "five months" })).toBe("In the five months since Danny died, he mattered.");
    expect(fill("Say {lost|their} name.", {})).toBe("Say their name.");
  });
});

describe("the variety rule", () => {
  it("gives the same client the same wording every time, and spreads wordings evenly across clients", () => {
    const variants = ["one", "two", "three"];
    expect(choose("submission-1", "thanks", variants)).toBe(choose("submission-1", "thanks", variants));
    const counts = new Map<string, number>();
    for (let client = 0; client < 300; client++) {
      const chosen = choose(`submission-${client}`, "thanks", variants);
      counts.set(chosen, (counts.get(chosen) ?? 0) + 1);
    }
    // Each wording reaches well under half of the reports: about a third each.
    for (const variant of variants) expect(counts.get(variant) ?? 0).toBeLessThan(150);
    for (const variant of variants) expect(counts.get(variant) ?? 0).toBeGreaterThan(60);
  });
});
