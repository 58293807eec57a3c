/**
 * The name a sample report downloads under (docs/product.md): its title with
 * every character that is not a letter or a digit replaced by "_", plus the
 * file's extension. "Enneagram Results Report" → "Enneagram_Results_Report.pdf".
 */
export function sampleFileName(title: string, extension = "pdf"): string {
  return `${title.replace(/[^A-Za-z0-9]/g, "_")}.${extension}`;
}
