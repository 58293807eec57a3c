/**
 * Trains the safety screen's two learned models on the development part of the labelled set ONLY:
 * the review classifier (ADR 0057), and the urgent model that escalates a review-tier sentence
 * (ADR 0083). Prints their 5-fold cross-validated figures, sets each threshold from them and writes
 * `app/domains/assessments/safety/classifier/model.ts` and `urgent-model.ts`. Run it again whenever
 * the development part grows:
 *
 *   npx tsx scripts/train-risk-classifier.ts
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { asOrdinaryOrNot, developmentExamples, urgentDevelopmentExamples } from "~/domains/assessments/safety/classifier/examples";
import { chooseThreshold, crossValidatedScores, figuresAt, reviewThresholds, thresholdForRecall, train, trainingSettings } from "~/domains/assessments/safety/classifier/train";

const classifierFolder = path.resolve(import.meta.dirname, "../app/domains/assessments/safety/classifier");
const share = ({ heard, of }: { heard: number; of: number }) => `${((100 * heard) / of).toFixed(1)}% (${heard}/${of})`;

const examples = developmentExamples();
const scores = crossValidatedScores(examples);
const { threshold, outsideConceptThreshold } = reviewThresholds(examples, scores);
const crossValidated = figuresAt(examples, scores, threshold);
console.log(`development part: ${examples.filter((e) => e.positive).length} crisis sentences, ${examples.filter((e) => !e.positive && !e.outsideBudget).length} ordinary, and ${examples.filter((e) => e.outsideBudget).length} sentences of ordinary answers trained on outside the budget`);
console.log(`${trainingSettings.folds}-fold cross-validation (runs of ${trainingSettings.foldRun} neighbouring rows per fold)`);
console.log(`threshold ${threshold} (false alarms at most ${Math.round(100 * trainingSettings.falseAlarmBudget)}% in held-out folds):`);
console.log(`  recall of crisis sentences ${share(crossValidated.recall)}, false alarms ${share(crossValidated.falseAlarms)}`);
for (const recall of [0.7, 0.8, 0.9, 0.95, 0.97, 0.98, 0.99]) {
  const at = thresholdForRecall(examples, scores, recall);
  const figures = figuresAt(examples, scores, at);
  console.log(`  (for comparison, threshold ${at}: recall ${share(figures.recall)}, false alarms ${share(figures.falseAlarms)})`);
}

console.log(`a sentence naming no review concept needs ${outsideConceptThreshold} (at most ${100 * trainingSettings.outsideConceptBudget}% of such ordinary rows in held-out folds)`);
writeModel("model.ts", { ...train(examples), threshold, outsideConceptThreshold });

// The urgent model (ADR 0083): urgent rows against the rest; its budget counts ordinary rows only.
const urgentExamples = urgentDevelopmentExamples();
const urgentScores = crossValidatedScores(urgentExamples);
const urgentThreshold = chooseThreshold(asOrdinaryOrNot(urgentExamples), urgentScores, trainingSettings.urgentFalseAlarmBudget);
const urgentFigures = figuresAt(urgentExamples, urgentScores, urgentThreshold);
console.log(`urgent model: threshold ${urgentThreshold} (ordinary sentences at most ${100 * trainingSettings.urgentFalseAlarmBudget}% in held-out folds):`);
console.log(`  recall of urgent sentences ${share(urgentFigures.recall)}, review and ordinary sentences above it ${share(urgentFigures.falseAlarms)}`);
writeModel("urgent-model.ts", { ...train(urgentExamples), threshold: urgentThreshold });

function writeModel(file: string, model: ReturnType<typeof train>) {
  // A module rather than a .json file: Node (Playwright loads app code through it) refuses a JSON
  // import without an import attribute, which this project's TypeScript module setting does not allow.
  const json = `// Written by scripts/train-risk-classifier.ts from the development part; do not edit by hand.\nexport default ${JSON.stringify(model, null, 0)};\n`;
  writeFileSync(path.join(classifierFolder, file), json);
  console.log(`${file}: ${Object.keys(model.weights).length} features, ${(json.length / 1024).toFixed(0)} KB, written to ${path.relative(process.cwd(), path.join(classifierFolder, file))}`);
}
