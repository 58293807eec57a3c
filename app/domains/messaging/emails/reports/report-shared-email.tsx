import { Text } from "@react-email/text";
import { EmailButtonLink, EmailLayout, emailText } from "../email-layout";

export type ReportSharedEmailProps = {
  clinicianName: string;
  /** The first name the client gave, as the clinician knows them. */
  sharedBy: string;
  kindLabel: string;
  /** The link with its token: it opens the report without an account. */
  shareUrl: string;
  /** Already formatted ("December 7, 2026"). */
  expiresOn: string;
};

export function reportSharedSubject(sharedBy: string): string {
  return `${sharedBy} has shared a report with you`;
}

/**
 * To the clinician a client named: who shared which kind of report, and the
 * link. Nothing from the report itself; the link is the only way in.
 */
export function ReportSharedEmail({ clinicianName, sharedBy, kindLabel, shareUrl, expiresOn }: ReportSharedEmailProps) {
  const subject = reportSharedSubject(sharedBy);
  return (
    <EmailLayout title={subject} preview={`${sharedBy} has shared their ${kindLabel} from Catharsis with you.`}>
      <Text style={emailText.paragraph}>Hello {clinicianName},</Text>
      <Text style={emailText.paragraph}>
        {sharedBy} has shared their {kindLabel} from Catharsis with you. You do not need an account to open it.
      </Text>
      <EmailButtonLink href={shareUrl}>Open the report</EmailButtonLink>
      <Text style={emailText.paragraph}>
        The link works until {expiresOn}, unless {sharedBy} revokes it sooner. Anyone with the link can open the
        report, so please do not forward this e-mail.
      </Text>
      <Text style={emailText.paragraph}>
        If you do not know {sharedBy} or were not expecting this, you can ignore this e-mail.
      </Text>
    </EmailLayout>
  );
}
