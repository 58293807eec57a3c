import { Text } from "@react-email/text";
import { EmailLayout, emailAttentionBox, emailText } from "./email-layout";

export type NewsletterIssueEmailProps = {
  subject: string;
  body: string;
  unsubscribeUrl: string;
  /** The admin's test copy: says so at the top, so it is never mistaken for the real send. */
  test?: boolean;
};

/** Blank lines part paragraphs; single line breaks stay inside one. */
export function issueParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** One newsletter issue in the house layout, with the reader's own way out at the foot. */
export function NewsletterIssueEmail({ subject, body, unsubscribeUrl, test = false }: NewsletterIssueEmailProps) {
  const paragraphs = issueParagraphs(body);
  return (
    <EmailLayout title={subject} preview={(paragraphs[0] ?? subject).slice(0, 120)} unsubscribeUrl={unsubscribeUrl}>
      {test ? (
        <Text style={emailAttentionBox}>
          This is a test copy, sent only to you. Each subscriber&apos;s copy carries their own unsubscribe link.
        </Text>
      ) : null}
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ ...emailText.paragraph, whiteSpace: "pre-line" }}>
          {paragraph}
        </Text>
      ))}
    </EmailLayout>
  );
}
