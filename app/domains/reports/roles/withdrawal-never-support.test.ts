import { describe, expect, it } from "vitest";
import { qualityClients } from "../../../../scripts/report-quality/clients";
import { clientEvidence } from "../../../../scripts/report-quality/client-evidence";
import { roleMisfits } from "../../../../scripts/report-quality/report-text";
import { citedSentenceIds } from "../document/report-document";
import { templateDrafter } from "../template/template-drafter";
import { verifyReport } from "../verify/verify-report";
import { sentenceRoles } from "./sentence-roles";

/**
 * Issue 28's promise, end to end through the template drafter and verification, on the quality
 * bench's fictional grief clients: Carol, whose son died of an overdose, and Harold, a widower of 74.
 * Their fixtures list the sentences of withdrawal and difficulty no report may offer as a help; the
 * bench's own count (report-text.ts) judges where a report offers one, independently of the roles.
 */
const griefClients = qualityClients.filter((client) => client.id === "death-grief-carol" || client.id === "death-grief-harold");
const kinds = ["catharsis", "root-cause", "therapist-summary"] as const;

// Preparing evidence runs the safety screen, and the first draft reads the language model: slow on a busy machine.
describe("a withdrawal sentence is never cited as a support", { timeout: 30_000 }, () => {
  it.each(griefClients.flatMap((client) => kinds.map((kind) => [client.id, kind, client] as const)))("%s, %s", async (_id, kind, client) => {
    const evidence = clientEvidence(client);
    const { document } = await templateDrafter.draft({ kind, evidence });
    expect(roleMisfits(document, evidence, client.neverSupports)).toEqual([]);
    expect(verifyReport(document, evidence)).toEqual({ ok: true, failures: [] });
  });

  it("nor is Harold's pulling away from his couple friends offered under strengths, and his goals are only his hopes", async () => {
    const harold = griefClients.find((client) => client.id === "death-grief-harold")!;
    const evidence = clientEvidence(harold);
    const pulledAway = evidence.sentences.find((sentence) => sentence.text === "I have pulled away from our couple friends from church.")!;
    const summary = (await templateDrafter.draft({ kind: "therapist-summary", evidence })).document;
    const catharsis = (await templateDrafter.draft({ kind: "catharsis", evidence })).document;
    for (const document of [summary, catharsis]) {
      expect(citedSentenceIds(document.sections.find((section) => section.id === "strengths")!)).not.toContain(pulledAway.id);
    }
    // "The client's goals" quote answers to the questions about hopes (14 and 30), never how he gets through the days (11).
    const goals = citedSentenceIds(summary.sections.find((section) => section.id === "goals")!);
    expect(goals.length).toBeGreaterThan(0);
    const roles = sentenceRoles(evidence);
    expect(goals.every((id) => roles.get(id)?.role === "hope" && /^q(14|30)\./.test(id))).toBe(true);
  });
});
