import { Tabs } from "radix-ui";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { categoryDescriptions } from "~/domains/catalog/category-details";
import { formatPrice } from "~/domains/catalog/format-price";
import { categories, type CategoryId } from "~/shared/categories";
import { bundleSaving } from "~/domains/catalog/bundle-savings";
import { productDetails } from "~/domains/catalog/product-details";
import { getProduct, products, type Product } from "~/domains/catalog/products";
import { addToCart, addToCartAndGo } from "./cart-actions";
import { ChoiceCard } from "./choice-card";
import { PriceTag } from "./price-tag";

const bundles = products.filter((product) => product.serviceType === "Bundle");
const tabClass =
  "min-h-11 flex-1 rounded-full px-4 py-2 font-semibold text-ink data-[state=active]:bg-accent-strong data-[state=active]:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong";

/**
 * Choosing a Catharsis survey, then the report alone or a bundle with it.
 * Buy Now adds the choice to the cart and goes to checkout.
 */
export function CatharsisPurchase() {
  const navigate = useNavigate();
  const [category, setCategory] = useState<CategoryId | null>(null);
  const [bundleId, setBundleId] = useState<string | null>(null);
  const single = getProduct("catharsis");
  // What this page sells: a saving is only claimed against parts a visitor can see priced here.
  const soldOnPage = single ? [single, ...bundles] : bundles;

  const buy = (productId: string) => {
    if (category) void addToCartAndGo(productId, category, () => navigate("/checkout"));
  };

  return (
    <>
      <section aria-labelledby="choose-survey" className="mt-14">
        <h2 id="choose-survey" className="font-serif text-3xl text-ink">
          1. Choose your survey
        </h2>
        <fieldset className="mt-4">
          <legend className="mb-3 text-muted">Which topic would you like your report to focus on?</legend>
          <div className="grid gap-3 md:grid-cols-2">
            {categories.map((option) => (
              <ChoiceCard
                key={option.id}
                name="survey"
                value={option.id}
                checked={category === option.id}
                onChange={() => setCategory(option.id)}
                title={option.label}
              >
                {categoryDescriptions[option.id]}
              </ChoiceCard>
            ))}
          </div>
        </fieldset>
      </section>

      <section aria-labelledby="choose-report" className="mt-14">
        <h2 id="choose-report" className="font-serif text-3xl text-ink">
          2. Choose your report
        </h2>
        <Tabs.Root defaultValue="individual" className="mt-4">
          <Tabs.List aria-label="Report or bundle" className="flex max-w-md gap-1 rounded-full border border-line bg-surface p-1">
            <Tabs.Trigger value="individual" className={tabClass}>
              Individual Report
            </Tabs.Trigger>
            <Tabs.Trigger value="bundle" className={tabClass}>
              Bundle Packages
            </Tabs.Trigger>
          </Tabs.List>

          <Tabs.Content value="individual" className="mt-6 rounded-2xl border border-line bg-surface p-6">
            {single ? (
              <>
                <h3 className="font-serif text-2xl text-ink">{single.name}</h3>
                <div className="mt-2">
                  <PriceTag product={single} soldOnPage={soldOnPage} />
                </div>
                <p className="mt-3 text-muted">{productDetails[single.id]?.summary}</p>
                <Actions
                  missing={category ? null : "Choose a survey topic above to continue."}
                  onAdd={() => category && addToCart(single.id, category)}
                  onBuy={() => buy(single.id)}
                />
              </>
            ) : null}
          </Tabs.Content>

          <Tabs.Content value="bundle" className="mt-6">
            <fieldset>
              <legend className="mb-3 text-muted">Choose a bundle. Each includes your Catharsis report.</legend>
              <div className="grid gap-3 md:grid-cols-2">
                {bundles.map((bundle) => (
                  <ChoiceCard
                    key={bundle.id}
                    name="bundle"
                    value={bundle.id}
                    checked={bundleId === bundle.id}
                    onChange={setBundleId}
                    title={
                      <>
                        {bundle.name}
                        {bundle.badge ? <span className="ml-2 rounded-full bg-accent-strong px-2 py-0.5 text-sm text-white">{bundle.badge}</span> : null}
                      </>
                    }
                  >
                    <span className="block font-semibold text-ink">
                      {formatPrice(bundle.priceCents)}
                      {savingOf(bundle, soldOnPage)}
                    </span>
                    Includes: {productDetails[bundle.id]?.includes?.map((part) => part.split(":")[0]).join(", ")}.
                  </ChoiceCard>
                ))}
              </div>
            </fieldset>
            <Actions
              missing={
                !bundleId && !category
                  ? "Choose a bundle and a survey topic to continue."
                  : !bundleId
                    ? "Choose a bundle to continue."
                    : !category
                      ? "Choose a survey topic above to continue."
                      : null
              }
              onAdd={() => bundleId && category && addToCart(bundleId, category)}
              onBuy={() => bundleId && buy(bundleId)}
            />
          </Tabs.Content>
        </Tabs.Root>
      </section>
    </>
  );
}

function savingOf(bundle: Product, soldOnPage: readonly Product[]) {
  const saving = bundleSaving(bundle, soldOnPage);
  return saving ? ` (save ${formatPrice(saving.savingsCents)})` : null;
}

function Actions({ missing, onAdd, onBuy }: { missing: string | null; onAdd: () => void; onBuy: () => void }) {
  const hintId = useId();
  // aria-disabled, not disabled: the buttons stay in the tab order, so a keyboard or
  // screen-reader user reaches them and hears why they do nothing yet.
  const blocked = missing !== null;
  const state = {
    "aria-disabled": blocked ? true : undefined,
    "aria-describedby": blocked ? hintId : undefined,
    className: "aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
  };
  return (
    <div className="mt-6">
      <p id={hintId} role="status" className={blocked ? "mb-3 font-semibold text-ink" : "sr-only"}>
        {missing ?? ""}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button size="lg" {...state} onClick={blocked ? undefined : onBuy}>
          Buy Now
        </Button>
        <Button size="lg" variant="secondary" {...state} onClick={blocked ? undefined : onAdd}>
          Add to Cart
        </Button>
        <ButtonLink to="/sample-reports" size="lg" variant="quiet">
          View Sample Report
        </ButtonLink>
      </div>
    </div>
  );
}
