import { describe, expect, it } from "vitest";
import { paymentProviderName } from "./provider.server";

describe("paymentProviderName (what boot logs and getPaymentProvider selects)", () => {
  it("is Stripe only when both Stripe keys are set", () => {
    expect(paymentProviderName({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" })).toBe("stripe");
    expect(paymentProviderName({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: undefined })).toBe("sandbox");
    expect(paymentProviderName({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: "whsec_x" })).toBe("sandbox");
    expect(paymentProviderName({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined })).toBe("sandbox");
  });
});
