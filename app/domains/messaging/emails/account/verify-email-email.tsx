import { Text } from "@react-email/text";
import { EmailButtonLink, EmailLayout, emailText } from "../email-layout";

export const verifyEmailSubject = "Please confirm your e-mail address";

const buttonStyle = {
  backgroundColor: "#2f6f62",
  color: "#ffffff",
  padding: "12px 20px",
  borderRadius: "999px",
  fontSize: "17px",
  textDecoration: "none",
} as const;

/** Sent after sign-up (and again on a sign-in attempt before confirming): proves the address is theirs. */
export function VerifyEmailEmail({ url }: { url: string }) {
  return (
    <EmailLayout title={verifyEmailSubject} preview="One click confirms your Catharsis account.">
      <Text style={emailText.paragraph}>Hello,</Text>
      <Text style={emailText.paragraph}>
        Thank you for creating a Catharsis account. Please confirm that this e-mail address is yours,
        so that you can sign in and find your purchases and reports in one place.
      </Text>
      <EmailButtonLink href={url} style={buttonStyle}>
        Confirm my e-mail address
      </EmailButtonLink>
      <Text style={emailText.paragraph}>
        The link works for 24 hours. If you did not create an account, you can ignore this message.
      </Text>
    </EmailLayout>
  );
}

export { buttonStyle as emailButtonStyle };
