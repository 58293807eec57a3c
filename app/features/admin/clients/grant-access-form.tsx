import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { products } from "~/domains/catalog/products";
import { categories } from "~/shared/categories";

export type GrantFormResult = { ok: false; errors: Record<string, string>; values: Record<string, string> } | undefined;

const control = "mt-1 min-h-11 rounded-md border border-muted bg-white px-3 text-base aria-invalid:border-2 aria-invalid:border-red-800";

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 font-semibold text-red-800">
      {error}
    </p>
  ) : null;
}

/** Grant access by hand: what buying a product would open, free, with the reason written down. */
export function GrantAccessForm({ result }: { result: GrantFormResult }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "grant";
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const describedBy = (name: string) => (errors[name] ? `grant-${name}-error` : undefined);
  return (
    <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="grant" />
      <div className="flex flex-col">
        <label htmlFor="grant-productId" className="font-semibold">
          What to open
        </label>
        <select id="grant-productId" name="productId" defaultValue={values.productId ?? "catharsis"} aria-invalid={errors.productId ? true : undefined} aria-describedby={describedBy("productId")} className={control}>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </select>
        <FieldError id="grant-productId-error" error={errors.productId} />
      </div>
      <div className="flex flex-col">
        <label htmlFor="grant-category" className="font-semibold">
          Topic (not for the Enneagram Report)
        </label>
        <select id="grant-category" name="category" defaultValue={values.category ?? "death"} aria-invalid={errors.category ? true : undefined} aria-describedby={describedBy("category")} className={control}>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </select>
        <FieldError id="grant-category-error" error={errors.category} />
      </div>
      <div className="flex flex-col sm:col-span-2">
        <label htmlFor="grant-reason" className="font-semibold">
          Why
        </label>
        <p id="grant-reason-hint" className="text-sm text-muted">
          Kept with the access, e.g. &quot;Paid by bank transfer, invoice 1042&quot;.
        </p>
        <textarea
          id="grant-reason"
          name="reason"
          rows={3}
          maxLength={500}
          defaultValue={values.reason}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? "grant-reason-hint grant-reason-error" : "grant-reason-hint"}
          className={`${control} py-2`}
        />
        <FieldError id="grant-reason-error" error={errors.reason} />
      </div>
      <Button type="submit" variant="secondary" disabled={busy} className="self-start">
        {busy ? "Granting…" : "Grant access"}
      </Button>
    </Form>
  );
}
