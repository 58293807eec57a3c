import { Text } from "@react-email/text";
import { EmailButtonLink, EmailLayout, emailText } from "./email-layout";

export type NewsletterConfirmationEmailProps = { confirmUrl: string; unsubscribeUrl: string };

export const newsletterConfirmationSubject = "Please confirm your Catharsis newsletter subscription";

/** Double opt-in: nothing else is sent until the owner of the address says yes. */
export function NewsletterConfirmationEmail({ confirmUrl, unsubscribeUrl }: NewsletterConfirmationEmailProps) {
  return (
    <EmailLayout
      title={newsletterConfirmationSubject}
      preview="One click to confirm, and you will hear from us a few times a year."
      unsubscribeUrl={unsubscribeUrl}
    >
      <Text style={emailText.paragraph}>Hello,</Text>
      <Text style={emailText.paragraph}>
        Thank you for signing up for gentle updates from Catharsis: new guides and reports, a few
        times a year. Please confirm that this is your address:
      </Text>
      <EmailButtonLink href={confirmUrl}>
        Confirm my subscription
      </EmailButtonLink>
      <Text style={emailText.paragraph}>
        If you did not sign up, you do not need to do anything: we will not write to you again.
      </Text>
    </EmailLayout>
  );
}
