import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/site-testimonial";
import { redirectWithToast } from "~/components/toast/toast.server";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { submitTestimonial } from "~/features/admin/site/site-actions.server";
import { TestimonialForm } from "~/features/admin/site/testimonial-form";
import { requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts } from "~/domains/backoffice/dashboard.server";
import { findTestimonial } from "~/domains/content/site-content.server";

const privateHeaders = { "Cache-Control": "private, no-store" };
const notFound = () => new Response("Not Found", { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffOrNotFound(request, "content");
  const [testimonial, nav] = await Promise.all([findTestimonial(params.testimonialId), loadAdminNavCounts()]);
  if (!testimonial) throw notFound();
  const { quote, name, age, service, rating, orderId, shown, verified } = testimonial;
  const values = { quote, name, age: age === null ? "" : String(age), service: service ?? "", rating: rating === null ? "" : String(rating), orderId: orderId ?? "", shown };
  return data({ values, verified, nav }, { headers: privateHeaders });
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireStaffOrNotFound(request, "content");
  const submitted = await submitTestimonial(params.testimonialId, await request.formData());
  if (submitted.outcome === "not-found") throw notFound();
  if (submitted.outcome === "refused") return data(submitted.result, { status: 400, headers: privateHeaders });
  return redirectWithToast("/admin/site", { type: "success", title: "Testimonial saved" }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta("Edit testimonial", error);

export default function AdminSiteTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <AdminNav counts={loaderData.nav} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <p>
          <Link to="/admin/site" className="font-semibold text-accent-strong underline">
            Back to site claims and testimonials
          </Link>
        </p>
        <h1 className="mt-4 font-serif text-3xl sm:text-4xl">Edit testimonial</h1>
        <p className="mt-2 mb-6 text-muted">{loaderData.verified ? "Linked to a paid order: shown as “Verified Customer”." : "Not linked to a paid order: shown without a badge."}</p>
        <TestimonialForm intent="save" idPrefix="testimonial" values={actionData?.values ?? loaderData.values} errors={actionData?.errors ?? {}} busy={busy} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
