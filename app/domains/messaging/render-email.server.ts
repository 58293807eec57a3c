import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

export type RenderedEmail = { subject: string; html: string; text: string };

/** Every e-mail goes out as HTML with a plain-text twin for simple mail readers. */
export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  return { subject, html, text: toPlainText(html) };
}
