import { qualityClients } from "./report-quality/clients";
import { clientEvidence } from "./report-quality/client-evidence";
import { templateDrafter } from "~/domains/reports/template/template-drafter";
import { matchLibraryBlock, matchLibraryItems } from "~/domains/reports/library/library-match";
import { wordCount } from "~/domains/reports/library/library-text";
const client = qualityClients.find((c) => c.id === "death-grief-carol")!;
const evidence = clientEvidence(client);
const { document } = await templateDrafter.draft({ kind: "catharsis", evidence });
const byType: Record<string, number> = {};
for (const s of document.sections) {
  let sec = 0;
  for (const b of s.blocks) {
    if (matchLibraryBlock(b)) continue;
    const items = matchLibraryItems(b);
    let text = "";
    if (b.type === "paragraph") text = b.claims.map((c) => c.text).join(" ");
    else if (b.type === "quote") text = b.text;
    else if (b.type === "list") text = [b.title ?? "", ...b.items.filter((_, i) => !items?.[i])].join(" ");
    else if (b.type === "guidance") text = b.text;
    else if (b.type === "callout") text = b.title + " " + b.text;
    else if (b.type === "plan") text = b.steps.map((st) => `${st.when} ${st.action} ${st.measure ?? ""}`).join(" ");
    const w = wordCount(text);
    byType[b.type] = (byType[b.type] ?? 0) + w;
    sec += w;
    if (process.env.SHOW) console.log(`   [${b.type}] ${text.slice(0, 400)}`);
  }
  console.log(s.id, s.title, sec);
}
console.log(byType);
