/**
 * Trains the learned review classifier of the safety screen (ADR 0057) on the development part of
 * the labelled set ONLY, prints its 5-fold cross-validated figures, sets the threshold from them
 * and writes `app/domains/assessments/safety/classifier/model.ts`. Run it again whenever the
 * development part grows:
 *
 *   npx tsx scripts/train-risk-classifier.ts
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { developmentExamples } from "~/domains/assessments/safety/classifier/examples";
import { chooseThreshold, crossValidatedScores, figuresAt, thresholdForRecall, train, trainingSettings } from "~/domains/assessments/safety/classifier/train";

const modelFile = path.resolve(import.meta.dirname, "../app/domains/assessments/safety/classifier/model.ts");
const share = ({ heard, of }: { heard: number; of: number }) => `${((100 * heard) / of).toFixed(1)}% (${heard}/${of})`;

const examples = developmentExamples();
const scores = crossValidatedScores(examples);
const threshold = chooseThreshold(examples, scores);
const crossValidated = figuresAt(examples, scores, threshold);
console.log(`development part: ${examples.filter((e) => e.positive).length} crisis sentences, ${examples.filter((e) => !e.positive).length} ordinary`);
console.log(`${trainingSettings.folds}-fold cross-validation (runs of ${trainingSettings.foldRun} neighbouring rows per fold)`);
console.log(`threshold ${threshold} (false alarms at most ${100 * trainingSettings.falseAlarmBudget}% in held-out folds):`);
console.log(`  recall of crisis sentences ${share(crossValidated.recall)}, false alarms ${share(crossValidated.falseAlarms)}`);
for (const recall of [0.7, 0.8, 0.9, 0.95, 0.97, 0.98, 0.99]) {
  const at = thresholdForRecall(examples, scores, recall);
  const figures = figuresAt(examples, scores, at);
  console.log(`  (for comparison, threshold ${at}: recall ${share(figures.recall)}, false alarms ${share(figures.falseAlarms)})`);
}

const model = { ...train(examples), threshold };
// A module rather than a .json file: Node (Playwright loads app code through it) refuses a JSON
// import without an import attribute, which this project's TypeScript module setting does not allow.
const json = `// Written by scripts/train-risk-classifier.ts from the development part; do not edit by hand.\nexport default ${JSON.stringify(model, null, 0)};\n`;
writeFileSync(modelFile, json);
console.log(`model: ${Object.keys(model.weights).length} features, ${(json.length / 1024).toFixed(0)} KB, written to ${path.relative(process.cwd(), modelFile)}`);
