import { Text } from "@react-email/text";
import { EmailLayout, emailText } from "./email-layout";

export type DeliveryCheckEmailProps = { sentAt: string; appUrl: string };

/**
 * Sent by `npm run send-test-email`: lets whoever runs the store confirm that
 * real e-mail leaves the building before a client depends on it.
 */
export function DeliveryCheckEmail({ sentAt, appUrl }: DeliveryCheckEmailProps) {
  return (
    <EmailLayout title={deliveryCheckSubject} preview="E-mail delivery from your Catharsis store works.">
      <Text style={emailText.paragraph}>Hello,</Text>
      <Text style={emailText.paragraph}>
        This message confirms that your Catharsis store at {appUrl} can send e-mail. Receipts,
        confirmations and report notices will travel the same way.
      </Text>
      <Text style={emailText.paragraph}>Sent {sentAt}.</Text>
    </EmailLayout>
  );
}

export const deliveryCheckSubject = "Catharsis e-mail delivery check";
