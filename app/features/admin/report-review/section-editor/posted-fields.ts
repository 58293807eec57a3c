import { z } from "zod";
import type { PostedFields } from "./section-form";

/**
 * The editor's posted fields, checked for shape before anything reads them:
 * names the form gives (`b3.c0.text`, `b3.c0.cite`…), text of a sane length,
 * a sane number of them. Null when the form was altered (ADR 0070).
 */
const FIELD = /^b\d{1,2}\.(?:text|title|items|sentence|[csf]\d{1,2}\.(?:text|cite|add|when|action|measure))$/;
const postedSchema = z.array(z.tuple([z.string().regex(FIELD), z.string().max(20_000)])).max(3_000);

export function postedSectionFields(form: FormData): PostedFields | null {
  const entries = [...form.entries()].filter(([name]) => /^b\d/.test(name));
  const parsed = postedSchema.safeParse(entries.map(([name, value]) => [name, typeof value === "string" ? value : ""]));
  if (!parsed.success) return null;
  const byName = new Map<string, string[]>();
  for (const [name, value] of parsed.data) byName.set(name, [...(byName.get(name) ?? []), value.replace(/\r\n?/g, "\n")]);
  return { get: (name) => byName.get(name)?.[0] ?? "", getAll: (name) => byName.get(name) ?? [] };
}
