import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { EmptyState, StatusBadge } from "./account-section";
import type { ShareActionResult, ShareLinkView } from "./account-view";

const statusLabels = { active: "Active", expired: "Expired", revoked: "Revoked" } as const;
const statusTones = { active: "done", expired: "neutral", revoked: "neutral" } as const;

/** The client's links to one report: for whom, when, until when, how often opened; an active one can be revoked. */
export function ShareReportLinks({ links, result }: { links: ShareLinkView[]; result: ShareActionResult | undefined }) {
  const navigation = useNavigation();
  const revoking = navigation.state === "submitting" && navigation.formData?.get("intent") === "revoke-link" ? navigation.formData.get("linkId") : null;
  const failure = result?.intent === "revoke-link" && !result.ok ? result.message : undefined;
  if (links.length === 0) return <EmptyState>You have not shared this report with anyone.</EmptyState>;
  return (
    <div className="flex flex-col gap-4">
      {failure ? (
        <p role="alert" className="rounded-md border-l-4 border-[#9f1d24] bg-surface px-4 py-3">
          {failure}
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {links.map((link) => (
          <li key={link.id} className="rounded-lg border border-line bg-surface p-5">
            <article aria-label={`Link for ${link.clinicianName}`} className="flex flex-col gap-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-semibold break-all">{link.clinicianName}</h3>
                <p>
                  <span className="sr-only">Status: </span>
                  <StatusBadge tone={statusTones[link.status]}>{statusLabels[link.status]}</StatusBadge>
                </p>
              </div>
              <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[8rem_1fr]">
                <dt className="font-semibold text-muted">E-mail</dt>
                <dd className="break-all">{link.clinicianEmail}</dd>
                <dt className="font-semibold text-muted">Made on</dt>
                <dd>{link.createdOn}</dd>
                <dt className="font-semibold text-muted">{link.status === "active" ? "Works until" : "Worked until"}</dt>
                <dd>{link.expiresOn}</dd>
                <dt className="font-semibold text-muted">Opened</dt>
                <dd>{link.openings === 0 ? "Not yet" : link.openings === 1 ? "Once" : `${link.openings} times`}</dd>
              </dl>
              {link.status === "active" ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke-link" />
                  <input type="hidden" name="linkId" value={link.id} />
                  <Button type="submit" variant="secondary" disabled={revoking === link.id}>
                    {revoking === link.id ? "Revoking..." : "Revoke link"}
                    <span className="sr-only"> for {link.clinicianName}</span>
                  </Button>
                </Form>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
