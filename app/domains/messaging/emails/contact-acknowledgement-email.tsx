import { Text } from "@react-email/text";
import { EmailLayout, emailText } from "./email-layout";

export type ContactAcknowledgementEmailProps = { supportEmail: string; phone: string };

export const contactAcknowledgementSubject = "We received your message";

/**
 * Goes to whatever address the form was given, so it repeats nothing the
 * sender typed: the form cannot be used to send someone else arbitrary text.
 */
export function ContactAcknowledgementEmail({ supportEmail, phone }: ContactAcknowledgementEmailProps) {
  return (
    <EmailLayout title={contactAcknowledgementSubject} preview="Thank you for writing to Catharsis. We will reply soon.">
      <Text style={emailText.paragraph}>Hello,</Text>
      <Text style={emailText.paragraph}>
        Thank you for writing to Catharsis. Your message has reached us, and a member of our team
        will reply within 24 hours on business days.
      </Text>
      <Text style={emailText.paragraph}>
        If you think of something to add, simply reply to this e-mail or write to {supportEmail}.
        You can also call us on {phone}.
      </Text>
      <Text style={emailText.paragraph}>
        If you did not send us a message, you can ignore this e-mail.
      </Text>
    </EmailLayout>
  );
}
