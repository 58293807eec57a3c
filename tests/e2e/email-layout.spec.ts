import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createElement, type ReactElement } from "react";
import { AccountExistsEmail } from "../../app/domains/messaging/emails/account/account-exists-email";
import { ContactAcknowledgementEmail } from "../../app/domains/messaging/emails/contact-acknowledgement-email";
import { ContactNotificationEmail } from "../../app/domains/messaging/emails/contact-notification-email";
import { DeliveryCheckEmail } from "../../app/domains/messaging/emails/delivery-check-email";
import { EmailChangeEmail } from "../../app/domains/messaging/emails/account/email-change-email";
import { EmailChangeNoticeEmail } from "../../app/domains/messaging/emails/account/email-change-notice-email";
import { ResetRequestsEmail } from "../../app/domains/messaging/emails/account/reset-requests-email";
import { NewsletterConfirmationEmail } from "../../app/domains/messaging/emails/newsletter-confirmation-email";
import { NewsletterIssueEmail } from "../../app/domains/messaging/emails/newsletter-issue-email";
import { OrderReceiptEmail } from "../../app/domains/messaging/emails/order-receipt-email";
import { QuestionnaireReminderEmail } from "../../app/domains/messaging/emails/questionnaire-reminder-email";
import { ReportDeadlineEmail } from "../../app/domains/messaging/emails/reports/report-deadline-email";
import { ReportLateEmail } from "../../app/domains/messaging/emails/reports/report-late-email";
import { ReportReadyEmail } from "../../app/domains/messaging/emails/reports/report-ready-email";
import { ReportSharedEmail } from "../../app/domains/messaging/emails/reports/report-shared-email";
import { ResetPasswordEmail } from "../../app/domains/messaging/emails/account/reset-password-email";
import { SafetyAlertEmail } from "../../app/domains/messaging/emails/reports/safety-alert-email";
import { ChatSafetyAlertEmail } from "../../app/domains/messaging/emails/reports/chat-safety-alert-email";
import { CheckInInvitationEmail } from "../../app/domains/messaging/emails/check-in-invitation-email";
import { SignInAttemptsEmail } from "../../app/domains/messaging/emails/account/sign-in-attempts-email";
import { SubmissionNotificationEmail } from "../../app/domains/messaging/emails/reports/submission-notification-email";
import { SubmissionReceivedEmail } from "../../app/domains/messaging/emails/reports/submission-received-email";
import { VerifyEmailEmail } from "../../app/domains/messaging/emails/account/verify-email-email";
import { ContactReplyEmail } from "../../app/domains/messaging/emails/contact-reply-email";
import { renderEmail } from "../../app/domains/messaging/render-email.server";

/**
 * Every e-mail the store sends, rendered as it is sent and opened at a phone's
 * 390 px: a viewport tag, and nothing wider than the screen, even with the
 * longest links and addresses the store writes. No server is needed.
 */
const width = 390;
const site = "https://catharsis-reports.example.com";
const token = "v1.eyJhbGciOiJIUzI1NiJ9.Q2F0aGFyc2lzIHRva2VuIGZvciBhIHZlcnkgbG9uZyBsaW5r.k3Jx9QzL0pWm7aYbTn2vUc8sRd5eFg1hIiJoKq4";
const longEmail = "margaret.elizabeth.thompson-whitfield@sunny-meadows-retirement-community.example.com";
const id = "0195f3c2-7a4b-7c1d-9e8f-a1b2c3d4e5f6";

const samples: Record<string, ReactElement> = {
  "account-exists-email": createElement(AccountExistsEmail, {
    signInUrl: `${site}/auth?email=${encodeURIComponent(longEmail)}`,
    resetUrl: `${site}/auth/forgot-password?email=${encodeURIComponent(longEmail)}`,
  }),
  "contact-acknowledgement-email": createElement(ContactAcknowledgementEmail, { supportEmail: "support-and-care-team@catharsis-reports.example.com", phone: "+1 (555) 010-0142" }),
  "contact-notification-email": createElement(ContactNotificationEmail, {
    messageId: id,
    name: "Margaret Elizabeth Thompson-Whitfield",
    email: longEmail,
    phone: "+1 (555) 010-0199",
    subject: "Question about my order for the Complete Bundle (Overall Mental Wellbeing)",
    message: `I bought the Complete Bundle last week. My daughter sent me this link: ${site}/services/catharsis?utm_source=newsletter&utm_medium=email&utm_campaign=winter-2026 and I cannot find the questionnaire.`,
    receivedAt: "Monday, November 23, 2026 at 8:18 PM UTC",
  }),
  "delivery-check-email": createElement(DeliveryCheckEmail, { sentAt: "Mon, 23 Nov 2026 20:18:56 GMT", appUrl: `${site}/a-store-served-under-a-rather-long-path-prefix` }),
  "email-change-email": createElement(EmailChangeEmail, { url: `${site}/api/auth/confirm-email-change?token=${token}` }),
  "reset-requests-email": createElement(ResetRequestsEmail, {
    resetUrl: `${site}/auth/forgot-password?email=${encodeURIComponent(longEmail)}`,
    contactUrl: `${site}/contact`,
  }),
  "email-change-notice-email": createElement(EmailChangeNoticeEmail, {
    newEmailHint: "m•••••••••••••@sunny-meadows-retirement-community.example.com",
    resetUrl: `${site}/auth/forgot-password?email=${encodeURIComponent(longEmail)}`,
    contactUrl: `${site}/contact`,
  }),
  "newsletter-confirmation-email": createElement(NewsletterConfirmationEmail, {
    confirmUrl: `${site}/newsletter/confirm?token=${token}`,
    unsubscribeUrl: `${site}/newsletter/unsubscribe?token=${token}`,
  }),
  "newsletter-issue-email": createElement(NewsletterIssueEmail, {
    subject: "Autumn notes: writing through the first winter after a loss",
    body: `A few words for the season, and a long address to wrap: ${site}/sample-reports?from=newsletter-autumn-issue-with-a-long-tracking-path.\n\nThank you for reading.`,
    unsubscribeUrl: `${site}/newsletter/unsubscribe?token=${token}`,
  }),
  "order-receipt-email": createElement(OrderReceiptEmail, {
    orderId: id,
    email: longEmail,
    total: "$134.97",
    paidOn: "November 23, 2026",
    lines: [
      { name: "Complete Bundle (Overall Mental Wellbeing)", quantity: 2, amount: "$119.98" },
      { name: "Catharsis Survey & Report (Death & Grief)", quantity: 1, amount: "$14.99" },
    ],
    authUrl: `${site}/auth?tab=sign-up&email=${encodeURIComponent(longEmail)}`,
    supportEmail: "support-and-care-team@catharsis-reports.example.com",
  }),
  "questionnaire-reminder-email": createElement(QuestionnaireReminderEmail, {
    kind: "draft-idle",
    topic: "Mental Health & Wellbeing",
    formUrl: `${site}/mental-health-wellbeing-form`,
    optOutUrl: `${site}/reminders/opt-out?token=${token}`,
  }),
  "report-deadline-email": createElement(ReportDeadlineEmail, {
    notice: "overdue",
    kindLabel: "Therapist Summary",
    stageLabel: "Waiting for review",
    dueAt: "Tuesday, November 24, 2026 at 8:18 PM UTC",
    interval: "3 h 55 min",
    reportId: `${id}:therapist-summary`,
    submissionId: id,
    orderId: id,
    reviewUrl: `${site}/admin/reports/${encodeURIComponent(`${id}:therapist-summary`)}`,
  }),
  "report-late-email": createElement(ReportLateEmail, { kindLabel: "Root Cause Analysis", accountUrl: `${site}/account#reports`, supportEmail: "support-and-care-team@catharsis-reports.example.com" }),
  "report-ready-email": createElement(ReportReadyEmail, { kindLabel: "Root Cause Analysis", accountUrl: `${site}/account#reports`, supportEmail: "support-and-care-team@catharsis-reports.example.com" }),
  "report-shared-email": createElement(ReportSharedEmail, {
    clinicianName: "Dr. Alexandra Montgomery-Featherstonehaugh",
    sharedBy: "Margaret",
    kindLabel: "Therapist Summary",
    shareUrl: `${site}/shared/${token}`,
    expiresOn: "December 7, 2026",
  }),
  "contact-reply-email": createElement(ContactReplyEmail, {
    name: "Margaret Elizabeth Worthington-Abernathy",
    body: `Thank you for writing. Your report is on its way: see ${site}/account#reports-and-a-very-long-anchor-for-the-test.\n\nWarm wishes,\nThe Catharsis team`,
    writtenOn: "November 23, 2026",
  }),
  "reset-password-email": createElement(ResetPasswordEmail, { url: `${site}/auth/reset-password?token=${token}` }),
  "safety-alert-email": createElement(SafetyAlertEmail, {
    source: "submission",
    formName: "Overall Mental Wellbeing",
    clientEmail: longEmail,
    concerns: ["possible suicidal thoughts", "possible harm from someone else"],
    when: "Monday, November 23, 2026 at 8:18 PM UTC",
    reference: id,
    submissionUrl: `${site}/admin/submissions/${id}`,
  }),
  "check-in-invitation-email": createElement(CheckInInvitationEmail, {
    since: "two weeks",
    checkInUrl: `${site}/check-in/${token}`,
    linkWorksUntil: "Wednesday, December 23, 2026",
    optOutUrl: `${site}/check-ins/opt-out?token=${token}`,
  }),
  "chat-safety-alert-email": createElement(ChatSafetyAlertEmail, {
    concerns: ["possible suicidal thoughts", "possible self-harm"],
    clientEmail: longEmail,
    when: "Monday, November 23, 2026 at 8:18 PM UTC",
    reference: id,
  }),
  "sign-in-attempts-email": createElement(SignInAttemptsEmail, { resetUrl: `${site}/auth/forgot-password`, contactUrl: `${site}/contact` }),
  "submission-notification-email": createElement(SubmissionNotificationEmail, {
    submissionId: id,
    formName: "Overall Mental Wellbeing",
    clientEmail: longEmail,
    submittedAt: "Monday, November 23, 2026 at 8:18 PM UTC",
    urgent: true,
    concerns: ["possible suicidal thoughts"],
    submissionUrl: `${site}/admin/submissions/${id}`,
  }),
  "submission-received-email": createElement(SubmissionReceivedEmail, {
    formName: "Overall Mental Wellbeing",
    receivedOn: "November 23, 2026",
    accountUrl: `${site}/account#reports`,
    supportEmail: "support-and-care-team@catharsis-reports.example.com",
  }),
  "verify-email-email": createElement(VerifyEmailEmail, { url: `${site}/api/auth/verify-email?token=${token}` }),
};

test.use({ viewport: { width, height: 844 } });

test("every e-mail template has a viewport tag and fits a 390 px screen with long links", async ({ page }) => {
  const folder = path.join(import.meta.dirname, "../../app/domains/messaging/emails");
  // Templates sit in the folder and in its subfolders by concern (account, reports).
  const templates = readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((name) => path.basename(name))
    .filter((name) => name.endsWith("-email.tsx"))
    .map((name) => name.replace(/\.tsx$/, ""));
  // A new template must be added here, so it is checked too.
  expect(Object.keys(samples).sort()).toEqual(templates.sort());

  for (const [template, element] of Object.entries(samples)) {
    const { html } = await renderEmail(template, element);
    await page.setContent(html);
    await expect(page.locator('meta[name="viewport"]'), template).toHaveAttribute("content", /width=device-width/);
    const overflow = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      // The innermost element that reaches past the screen's edge, to say what to fix.
      culprit: [...document.body.querySelectorAll("*")].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5).at(-1)?.outerHTML.slice(0, 160) ?? null,
    }));
    expect({ template, culprit: overflow.culprit }).toEqual({ template, culprit: null });
    expect(overflow.scrollWidth, template).toBeLessThanOrEqual(width);
    // Body text stays readable without zooming.
    const smallest = await page.evaluate(() =>
      Math.min(...[...document.body.querySelectorAll("p, td, a")].filter((element) => element.textContent?.trim()).map((element) => parseFloat(getComputedStyle(element).fontSize))),
    );
    expect(smallest, template).toBeGreaterThanOrEqual(13);
  }
});
