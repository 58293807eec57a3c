import { describe, expect, it } from "vitest";
import { submissionAnswersSchema } from "~/domains/assessments/assessment-answers";
import { getQuestionBank } from "~/domains/assessments/banks/all-banks";
import { questionIds, questionnaireFormTypes } from "~/domains/assessments/question-bank";
import { scaleDefinitions, type ScaleId } from "~/domains/assessments/scales/scale-definitions";
import { clientAnswers, clientEvidence } from "../client-evidence";
import { heldApartClients } from ".";

// The held-apart clients must stay a submission the forms would accept as banks change, or the
// bench would stop with an error rather than say how reports read for people the guidance never met.
describe("the held-apart clients", () => {
  it("are three per written form, each with an id of its own", () => {
    for (const formType of questionnaireFormTypes) {
      expect(heldApartClients.filter((client) => client.formType === formType).length, formType).toBe(3);
    }
    expect(new Set(heldApartClients.map((client) => client.id)).size).toBe(heldApartClients.length);
  });

  it.each(heldApartClients.map((client) => [client.id, client] as const))("%s answers every question of the form's current bank, as a submission must", (id, client) => {
    const bank = getQuestionBank(client.formType);
    expect(id.startsWith(`${client.formType}-`)).toBe(true);
    expect(client.answers.length).toBe(questionIds(bank).length);
    for (const answer of client.answers) expect(answer.trim().length).toBeGreaterThan(0);
    expect(submissionAnswersSchema(client.formType).safeParse(clientAnswers(client)).success).toBe(true);
  });

  it.each(heldApartClients.map((client) => [client.id, client] as const))("%s rates only scales the bank asks, one allowed value per item", (_id, client) => {
    const asked = getQuestionBank(client.formType).scales;
    for (const [scaleId, values] of Object.entries(client.scales) as [ScaleId, readonly number[]][]) {
      expect(asked, scaleId).toContain(scaleId);
      const scale = scaleDefinitions[scaleId];
      expect(values.length, scaleId).toBe(scale.items.length);
      const allowed = scale.options.map((option) => option.value);
      for (const value of values) expect(allowed, scaleId).toContain(value);
    }
  });

  it.each(heldApartClients.map((client) => [client.id, client] as const))("%s lists five to ten topics, and never-support sentences found in its answers", (_id, client) => {
    expect(client.salientTopics.length).toBeGreaterThanOrEqual(5);
    expect(client.salientTopics.length).toBeLessThanOrEqual(10);
    for (const topic of client.salientTopics) expect(topic.signals.length, topic.topic).toBeGreaterThan(0);
    expect(client.neverSupports.length).toBeGreaterThan(0);
    const written = new Set(clientEvidence(client).sentences.map((sentence) => sentence.text));
    for (const sentence of client.neverSupports) expect(written, sentence).toContain(sentence);
  });
});
