import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";

const colors = { ink: "#1f2a2e", muted: "#4b5a5e", accent: "#2f6f62", paper: "#fbf8f4" };

/** The frame every Catharsis e-mail shares: calm, large type, one column. */
export function EmailLayout({
  title,
  preview,
  unsubscribeUrl,
  children,
}: {
  /** The document title, for mail readers and screen readers that announce it. */
  title: string;
  preview: string;
  /** Newsletter e-mails: every one carries a way out. */
  unsubscribeUrl?: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head>
        {/* Without it a phone lays the mail out at desktop width and the reader has to zoom. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.paper, fontFamily: "Georgia, 'Times New Roman', serif", margin: 0 }}>
        {/* overflow-wrap: a long address or e-mail breaks onto the next line instead of widening a 390 px screen. */}
        <Container style={{ maxWidth: "560px", padding: "32px 20px", color: colors.ink, overflowWrap: "anywhere", wordBreak: "break-word" }}>
          <Text style={{ fontSize: "22px", color: colors.accent, margin: "0 0 24px" }}>Catharsis</Text>
          <Section style={{ fontSize: "17px", lineHeight: "1.6" }}>{children}</Section>
          <Hr style={{ borderColor: "#d9d3cb", margin: "32px 0 16px" }} />
          <Text style={{ fontSize: "13px", color: colors.muted, lineHeight: "1.5" }}>
            Catharsis reports support reflection; they are not a diagnosis and not a substitute for
            professional care. If you are in crisis, call or text 988, or text HOME to 741741.
          </Text>
          {unsubscribeUrl ? (
            <Text style={{ fontSize: "13px", color: colors.muted, lineHeight: "1.5" }}>
              You are receiving this because this address was entered in the newsletter form on our
              site.{" "}
              <Link href={unsubscribeUrl} style={{ color: colors.accent, textDecoration: "underline" }}>
                Unsubscribe
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

export const emailText = {
  paragraph: { margin: "0 0 16px" },
  /** The name of a field in the provider's notices ("Form:", "Client:"). */
  label: { fontWeight: "bold" },
} as const;

/** The red-bordered box of the provider's urgent notices. */
export const emailAttentionBox = {
  margin: "0 0 16px",
  padding: "12px 16px",
  border: "2px solid #9b2c2c",
  borderRadius: "8px",
  color: "#7a1f1f",
} as const;

/** A large, high-contrast call to action. */
export const emailButton = {
  backgroundColor: colors.accent,
  color: "#ffffff",
  borderRadius: "999px",
  padding: "14px 28px",
  fontWeight: "bold",
  textDecoration: "none",
  display: "inline-block",
  margin: "0 0 16px",
} as const;

/** A web address written out in full: it may break anywhere, as it has no words to break between. */
export const emailLongAddress = { wordBreak: "break-all", overflowWrap: "anywhere" } as const;

/**
 * A call to action: a button with a short label, its address written out
 * beneath (wrapping on a narrow screen) for mail clients that do not show buttons.
 */
export function EmailButtonLink({ href, children, style = emailButton }: { href: string; children: ReactNode; style?: CSSProperties }) {
  return (
    <>
      <Button href={href} style={{ maxWidth: "100%", boxSizing: "border-box", textAlign: "center", ...style }}>
        {children}
      </Button>
      <Text style={{ ...emailText.paragraph, fontSize: "14px", lineHeight: "1.5" }}>
        If the button does not work, copy this address into your browser: <span style={emailLongAddress}>{href}</span>
      </Text>
    </>
  );
}
