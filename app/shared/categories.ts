// The one home of the purchase categories (ids and labels) and of the "Product (Category)" label.

/**
 * The four Catharsis survey topics a product is bought for (docs/product.md).
 * Stored on order lines as text: add a category here, never rename an id.
 */
export const categories = [
  { id: "death", label: "Death & Grief" },
  { id: "depression", label: "Depression" },
  { id: "marriage", label: "Marriage" },
  { id: "wellbeing", label: "Overall Mental Wellbeing" },
] as const;
export type CategoryId = (typeof categories)[number]["id"];

export function isCategoryId(value: unknown): value is CategoryId {
  return categories.some((category) => category.id === value);
}

export function categoryLabel(id: CategoryId): string {
  return categories.find((category) => category.id === id)?.label ?? id;
}

/**
 * What a cart line, an order, a receipt and a payment page call a product
 * bought for a category: "Catharsis Survey & Report (Marriage)". Without a
 * known category, the product's name alone.
 */
export function productLabel(productName: string, category: string | null | undefined): string {
  return isCategoryId(category) ? `${productName} (${categoryLabel(category)})` : productName;
}
