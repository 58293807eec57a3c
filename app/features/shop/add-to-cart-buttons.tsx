import { Button } from "~/components/ui/button";
import { categories } from "~/shared/categories";
import type { Product } from "~/domains/catalog/products";
import { addToCart } from "./cart-actions";

/**
 * One button per survey topic (the product is bought for one), or a single
 * button for a product without a topic. Each adds one unit to the cart.
 */
export function AddToCartButtons({ product }: { product: Product }) {
  if (!product.needsCategory) {
    return (
      <Button className="w-full" onClick={() => addToCart(product.id, null)}>
        Add to Cart<span className="sr-only">: {product.name}</span>
      </Button>
    );
  }
  const labelId = `add-${product.id}`;
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="mb-2 font-semibold text-ink">
        Add to cart for your topic:
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {categories.map((category) => (
          <Button
            key={category.id}
            variant="secondary"
            className="px-3 text-center leading-snug"
            onClick={() => addToCart(product.id, category.id)}
          >
            <span className="sr-only">Add {product.name}, </span>
            {category.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
