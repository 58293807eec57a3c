import { data } from "react-router";
import type { Route } from "./+types/site";
import { redirectWithToast } from "~/components/toast/toast.server";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { submitFigures, submitStaffTimeZone, submitTestimonial } from "~/features/admin/site/site-actions.server";
import { SiteScreen } from "~/features/admin/site/site-screen";
import { requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts } from "~/domains/backoffice/dashboard.server";
import { loadStaffTimeZone } from "~/domains/backoffice/staff-time-zone.server";
import { figuresFormValues } from "~/domains/content/site-content";
import { listTestimonials, loadFigures, moveTestimonial, removeTestimonial } from "~/domains/content/site-content.server";

const privateHeaders = { "Cache-Control": "private, no-store" };
const back = (title: string) => redirectWithToast("/admin/site", { type: "success", title }, { headers: privateHeaders });

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffOrNotFound(request, "content");
  const [figures, testimonials, nav, staffTimeZone] = await Promise.all([loadFigures(), listTestimonials(), loadAdminNavCounts(), loadStaffTimeZone()]);
  const rows = testimonials.map(({ id, name, quote, shown, verified, orderId }) => ({ id, name, quote, shown, verified, orderId }));
  return data({ figures: figuresFormValues(figures), testimonials: rows, nav, staffTimeZone }, { headers: privateHeaders });
}

/** Figures, a new testimonial, a move or removal, or the staff time zone; anyone but an admin changes nothing. */
export async function action({ request }: Route.ActionArgs) {
  await requireStaffOrNotFound(request, "content");
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "figures" || intent === "add") {
    const submitted = intent === "figures" ? await submitFigures(form) : await submitTestimonial(null, form);
    if (submitted.outcome === "refused") return data(submitted.result, { status: 400, headers: privateHeaders });
    return back(intent === "figures" ? "Figures saved" : "Testimonial added");
  }
  if (intent === "time-zone") {
    const submitted = await submitStaffTimeZone(form);
    if (submitted.outcome === "refused") return data(submitted.result, { status: 400, headers: privateHeaders });
    return back("Time zone saved");
  }
  const id = String(form.get("testimonialId") ?? "");
  if (intent === "up" || intent === "down") {
    await moveTestimonial(id, intent);
    return back("Order saved");
  }
  if (intent === "remove") {
    if (!(await removeTestimonial(id))) throw new Response("Not Found", { status: 404 });
    return back("Testimonial removed");
  }
  throw new Response("Bad Request", { status: 400 });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta("Site claims and testimonials", error);

export default function AdminSite({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminNav counts={loaderData.nav} />
      <SiteScreen figures={loaderData.figures} testimonials={loaderData.testimonials} staffTimeZone={loaderData.staffTimeZone} result={actionData} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
