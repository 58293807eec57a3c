import { Text } from "@react-email/text";
import { EmailLayout, emailText } from "./email-layout";

export type ContactNotificationEmailProps = {
  messageId: string;
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  receivedAt: string;
};

/** The subject line for the provider's inbox; the visitor's subject is one line (checked on input). */
export const contactNotificationSubject = (subject: string) => `Contact form: ${subject}`;


/** A contact message for the provider's inbox; replying answers the visitor (Reply-To). */
export function ContactNotificationEmail(props: ContactNotificationEmailProps) {
  return (
    <EmailLayout title={contactNotificationSubject(props.subject)} preview={`New message from ${props.name}`}>
      <Text style={emailText.paragraph}>A visitor sent a message through the contact form.</Text>
      <Text style={emailText.paragraph}>
        <span style={emailText.label}>Name:</span> {props.name}
        <br />
        <span style={emailText.label}>Email:</span> {props.email}
        <br />
        <span style={emailText.label}>Phone:</span> {props.phone ?? "not given"}
        <br />
        <span style={emailText.label}>Subject:</span> {props.subject}
        <br />
        <span style={emailText.label}>Received:</span> {props.receivedAt}
        <br />
        <span style={emailText.label}>Reference:</span> {props.messageId}
      </Text>
      <Text style={{ ...emailText.paragraph, whiteSpace: "pre-wrap" }}>{props.message}</Text>
      <Text style={emailText.paragraph}>Reply to this e-mail to answer the visitor directly.</Text>
    </EmailLayout>
  );
}
