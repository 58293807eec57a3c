import { Column } from "@react-email/column";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { EmailButtonLink, EmailLayout, emailText } from "./email-layout";

export type OrderReceiptEmailProps = {
  orderId: string;
  email: string;
  /** Already formatted ("$14.99"): the catalogue formats prices, not the template. */
  total: string;
  paidOn: string;
  lines: { name: string; quantity: number; amount: string }[];
  /** Where to create an account or sign in with the purchase e-mail. */
  authUrl: string;
  supportEmail: string;
};

export const orderReceiptSubject = "Your Catharsis receipt";

const cell = { padding: "6px 0", verticalAlign: "top" } as const;

/** Sent once per paid order, from the receipt job. */
export function OrderReceiptEmail({ orderId, email, total, paidOn, lines, authUrl, supportEmail }: OrderReceiptEmailProps) {
  return (
    <EmailLayout title={orderReceiptSubject} preview={`Thank you. Your payment of ${total} is confirmed.`}>
      <Text style={emailText.paragraph}>Hello,</Text>
      <Text style={emailText.paragraph}>
        Thank you for your order. Your payment is confirmed, and this e-mail is your receipt.
      </Text>
      <Section style={{ margin: "0 0 16px" }}>
        {lines.map((line, index) => (
          <Row key={index}>
            <Column style={cell}>
              {line.name}
              {line.quantity > 1 ? ` × ${line.quantity}` : ""}
            </Column>
            <Column style={{ ...cell, textAlign: "right", whiteSpace: "nowrap" }}>{line.amount}</Column>
          </Row>
        ))}
        <Row>
          <Column style={{ ...cell, fontWeight: "bold", borderTop: "1px solid #d9d3cb" }}>Total paid</Column>
          <Column style={{ ...cell, fontWeight: "bold", textAlign: "right", borderTop: "1px solid #d9d3cb" }}>{total}</Column>
        </Row>
      </Section>
      <Text style={emailText.paragraph}>
        Order number: {orderId}
        <br />
        Paid on: {paidOn}
      </Text>
      <Text style={emailText.paragraph}>
        <strong>Your next step:</strong> to open your questionnaire, sign in (or create an account) with
        this e-mail address, {email}. Your purchase is linked to that address. Once you have answered the
        questions, you will receive your report by e-mail within 24 hours.
      </Text>
      <EmailButtonLink href={authUrl}>Sign in or create an account</EmailButtonLink>
      <Text style={emailText.paragraph}>
        Questions about your order? Reply to this e-mail or write to {supportEmail}.
      </Text>
    </EmailLayout>
  );
}
