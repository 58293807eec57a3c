import { Text } from "@react-email/text";
import { EmailLayout, emailText } from "./email-layout";

export type ContactReplyEmailProps = { name: string; body: string; writtenOn: string };

export const contactReplySubject = "A reply to your message to Catharsis";

/**
 * The provider's answer to a contact message. It carries the staff member's
 * words and the day the person wrote, and never repeats what they wrote: the
 * form took any address, so the e-mail sends nobody text a visitor typed.
 */
export function ContactReplyEmail({ name, body, writtenOn }: ContactReplyEmailProps) {
  const greeting = name.trim() ? `Hello ${name.trim()},` : "Hello,";
  return (
    <EmailLayout title={contactReplySubject} preview="We have answered the message you sent us.">
      <Text style={emailText.paragraph}>{greeting}</Text>
      {body
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <Text key={index} style={{ ...emailText.paragraph, whiteSpace: "pre-line" }}>
            {paragraph}
          </Text>
        ))}
      <Text style={emailText.paragraph}>
        This answers the message you sent us on {writtenOn}. If you would like to write back, simply reply to this e-mail.
      </Text>
    </EmailLayout>
  );
}
