import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { EmailButtonLink, EmailLayout, emailText } from "./email-layout";
import { CHECK_IN_MINUTES } from "~/shared/survey-time";

export type CheckInInvitationEmailProps = {
  /** "two weeks", "six weeks": how long since the report, in words. */
  since: string;
  checkInUrl: string;
  /** "December 11, 2026": the last day the link works. */
  linkWorksUntil: string;
  optOutUrl: string;
};

/** Neutral on purpose: a subject line shows on lock screens and shared inboxes. */
export const checkInInvitationSubject = "A short check-in, if you would like one";

const linkStyle = { color: "#2f6f62", textDecoration: "underline" } as const;

/**
 * The invitation to a check-in after a report (issue 33, ADR 0069): a few short questions asked
 * before, so the client can see what has changed. One link that works signed out, once, until
 * its date; one click stops these e-mails. Nothing from the answers or the report.
 */
export function CheckInInvitationEmail({ since, checkInUrl, linkWorksUntil, optOutUrl }: CheckInInvitationEmailProps) {
  return (
    <EmailLayout title={checkInInvitationSubject} preview="A few short questions you have answered before, to see what has changed.">
      <Text style={emailText.paragraph}>Hello,</Text>
      <Text style={emailText.paragraph}>
        It has been about {since} since your report. If you would like, take {CHECK_IN_MINUTES} to answer a few short questions
        you answered before, and one about what has changed. Afterwards you can see your answers over time on your
        account page.
      </Text>
      <EmailButtonLink href={checkInUrl}>Start the check-in</EmailButtonLink>
      <Text style={emailText.paragraph}>
        The link works once, until {linkWorksUntil}. There is nothing to buy, and you do not need to sign in to answer.
      </Text>
      <Text style={emailText.paragraph}>
        If you are struggling or feel unsafe, call or text 988, text HOME to 741741, or call 911.
      </Text>
      <Text style={{ ...emailText.paragraph, fontSize: "14px", lineHeight: "1.5" }}>
        We send at most two of these after each report, and you can stop them at any time:{" "}
        <Link href={optOutUrl} style={linkStyle}>
          Stop check-in e-mails
        </Link>
      </Text>
    </EmailLayout>
  );
}
