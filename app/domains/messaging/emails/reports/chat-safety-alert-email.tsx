import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { emailAttentionBox, EmailLayout, emailText } from "../email-layout";

export type ChatSafetyAlertEmailProps = {
  /** The screen's categories in plain words ("possible suicidal thoughts"). */
  concerns: string[];
  /** The signed-in writer's account address; null for a visitor who was not signed in. */
  clientEmail: string | null;
  /** Already formatted, with the time zone. */
  when: string;
  /** The chat alert's id: nothing else of the conversation exists to refer to. */
  reference: string;
};

/** Names no one and quotes nothing, like the other alerts: it shows on lock screens. */
export const chatSafetyAlertSubject = "URGENT: a crisis message in the support chat";

/**
 * The provider's alert that someone wrote words of crisis in the support chat (ADR 0060). The chat
 * answered them at once with the crisis lines; what they wrote is not kept anywhere, so the alert
 * says only what was found, when, and whose account it was, if they were signed in.
 */
export function ChatSafetyAlertEmail(props: ChatSafetyAlertEmailProps) {
  const concerns = props.concerns.length > 0 ? props.concerns.join(", ") : "crisis language";
  return (
    <EmailLayout title={chatSafetyAlertSubject} preview={`From the support chat: ${concerns}`}>
      <Text style={emailAttentionBox}>
        <span style={emailText.label}>From the support chat:</span> someone wrote words the safety screen
        reads as {concerns}. The chat showed them the crisis lines (911, 988, and text HOME to 741741)
        at once. A phrase list flags words, not people: follow your crisis procedure.
      </Text>
      <Text style={emailText.paragraph}>
        <span style={emailText.label}>Where:</span> the support chat
        <br />
        <span style={emailText.label}>Who:</span>{" "}
        {props.clientEmail ? (
          <>
            a signed-in client, <Link href={`mailto:${props.clientEmail}`}>{props.clientEmail}</Link>
          </>
        ) : (
          "a visitor who was not signed in"
        )}
        <br />
        <span style={emailText.label}>When:</span> {props.when}
        <br />
        <span style={emailText.label}>Found:</span> {concerns}
        <br />
        <span style={emailText.label}>Reference:</span> {props.reference}
      </Text>
      <Text style={emailText.paragraph}>
        The chat keeps no conversations, so their words are not in this e-mail and cannot be read
        anywhere.{" "}
        {props.clientEmail
          ? "If you judge they may be at risk, contact them at the address above."
          : "There is no way to reach a visitor who was not signed in; the crisis lines were in front of them."}
      </Text>
    </EmailLayout>
  );
}
