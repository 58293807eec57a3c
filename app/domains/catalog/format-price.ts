const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Prices are integer cents everywhere; this is the only place they become text ("$14.99"). */
export function formatPrice(cents: number): string {
  return dollars.format(cents / 100);
}
