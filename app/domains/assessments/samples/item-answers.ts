/** Item answers keyed as the scales name their items ("phq9-1"), in item order. */
export function itemAnswers(prefix: string, values: number[]): Record<string, number> {
  return Object.fromEntries(values.map((value, index) => [`${prefix}-${index + 1}`, value]));
}
