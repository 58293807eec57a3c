import { createElement } from "react";
import { data } from "react-router";
import { redirectWithToast } from "~/components/toast/toast.server";
import { appUrl, getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { fieldErrors } from "~/domains/accounts/profile/account-settings-schema.server";
import { ReportSharedEmail, reportSharedSubject } from "~/domains/messaging/emails/reports/report-shared-email";
import { queueEmail } from "~/domains/messaging/queue-email.server";
import { findDeliveredReport } from "~/domains/reports/client/client-reports.server";
import { revokeShareLinkSchema, shareLinkFormSchema } from "~/domains/reports/client/share-link-form.server";
import { createShareLink, listShareLinks, revokeShareLink } from "~/domains/reports/client/share-links.server";
import { hitRateLimit } from "~/security/rate-limit.server";
import { loadNamedDay } from "~/domains/backoffice/staff-time-zone.server";
import { formatLongDate } from "~/shared/dates";
import { reportKindLabels } from "~/shared/report-kinds";
import { reportSharePath, type ShareActionResult, type ShareLinkView } from "./account-view";

type Owner = { id: string; email: string };

/** Each link e-mails someone the client names: a few an hour is plenty for a person, and little use to a spammer. */
const CREATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

const notFound = () => new Response("Not Found", { status: 404 });
const fail = (result: Omit<Extract<ShareActionResult, { ok: false }>, "ok">, status = 400) =>
  data<ShareActionResult>({ ...result, ok: false }, { status });

/** The owner's links to a report, as the share page lists them: days in her own zone (ADR 0072). */
export async function shareLinkViews(ownerId: string, reportId: string, zone: string, now = new Date()): Promise<ShareLinkView[]> {
  const links = await listShareLinks(ownerId, reportId);
  return links.map((link) => ({
    id: link.id,
    clinicianName: link.clinicianName,
    clinicianEmail: link.clinicianEmail,
    createdOn: formatLongDate(link.createdAt, zone),
    expiresOn: formatLongDate(link.expiresAt, zone),
    status: link.revokedAt ? "revoked" : link.expiresAt <= now ? "expired" : "active",
    openings: link.openings,
  }));
}

/**
 * The share page's action: make a link (and e-mail it to the clinician) or
 * revoke one. Like the page, it is a 404 to anyone but the owner of a
 * delivered report. `zone` is the client's own, for the day her answer names.
 */
export async function handleShareAction(owner: Owner, reportId: string, form: FormData, zone: string) {
  if (!(await findDeliveredReport(owner.id, reportId))) throw notFound();
  const intent = (["create-link", "revoke-link"] as const).find((candidate) => candidate === form.get("intent"));
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  if (intent === "revoke-link") return revokeLink(owner, reportId, fields);
  if (intent === "create-link") return createLink(owner, reportId, fields, zone);
  return fail({ intent: "create-link", message: "Please try again." });
}

async function createLink(owner: Owner, reportId: string, fields: Record<string, string>, zone: string) {
  // What was typed goes back into the form (no JavaScript keeps it otherwise), cut to a sane length.
  const typed = (name: string) => (fields[name] ?? "").slice(0, 300);
  const values = { clinicianName: typed("clinicianName"), clinicianEmail: typed("clinicianEmail"), sharedBy: typed("sharedBy"), expiresInDays: typed("expiresInDays") };
  const parsed = shareLinkFormSchema.safeParse(fields);
  if (!parsed.success) return fail({ intent: "create-link", errors: fieldErrors(parsed.error), values });
  const limit = await hitRateLimit({ key: `share-link-create:user:${owner.id}`, ...CREATE_LIMIT });
  if (!limit.allowed) {
    return fail({ intent: "create-link", values, message: "You have made several links in the last hour. Please try again a little later." }, 429);
  }
  const created = await createShareLink(owner, reportId, parsed.data);
  if (!created) throw notFound();

  const env = getEnv();
  const shareUrl = `${appUrl(env)}/shared/${created.token}`;
  const kindLabel = reportKindLabels[created.report.kind];
  const expiresOn = formatLongDate(created.expiresAt, zone);
  // The clinician reads the day in the provider's zone, named, as on the page the link opens.
  const clinicianExpiresOn = (await loadNamedDay())(created.expiresAt);
  await queueEmail({
    idempotencyKey: `report-shared:${created.linkId}`,
    template: "report-shared",
    to: parsed.data.clinicianEmail,
    // A clinician's reply goes to the store, which never hands out the client's address.
    replyTo: env.SUPPORT_EMAIL,
    // The message is the client's doing: its log row is theirs (exported and deleted with the account; ADR 22).
    userId: owner.id,
    subject: reportSharedSubject(parsed.data.sharedBy),
    element: createElement(ReportSharedEmail, { clinicianName: parsed.data.clinicianName, sharedBy: parsed.data.sharedBy, kindLabel, shareUrl, expiresOn: clinicianExpiresOn }),
  });
  logger.info({ reportId, shareLinkId: created.linkId, userId: owner.id }, "report shared with a clinician");
  return data<ShareActionResult>({ intent: "create-link", ok: true, shareUrl, clinicianName: parsed.data.clinicianName, expiresOn });
}

async function revokeLink(owner: Owner, reportId: string, fields: Record<string, string>) {
  const parsed = revokeShareLinkSchema.safeParse(fields);
  if (!parsed.success) return fail({ intent: "revoke-link", message: "Please try again." });
  const revoked = await revokeShareLink(owner, reportId, parsed.data.linkId);
  if (!revoked) return fail({ intent: "revoke-link", message: "That link was already revoked." }, 409);
  logger.info({ reportId, shareLinkId: parsed.data.linkId, userId: owner.id }, "share link revoked");
  return redirectWithToast(reportSharePath(reportId), {
    title: "Link revoked",
    description: "It no longer opens the report. Anyone who downloaded it before keeps their copy.",
  });
}
