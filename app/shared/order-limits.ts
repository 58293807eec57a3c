// The one home of how many of one product (for one category) a cart or an order may hold:
// the cart's buttons stop there and checkout refuses more, so both must read this.
export const MAX_QUANTITY = 10;
