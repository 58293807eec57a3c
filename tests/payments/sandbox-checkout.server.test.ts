import { afterAll, describe } from "vitest";
import { definePaymentScenarios } from "./payment-scenarios";
import { sandboxDriver, setUpPaymentsDatabase } from "./payments-harness";
import { setPaymentProvider } from "~/domains/checkout/provider.server";

setUpPaymentsDatabase();
afterAll(() => setPaymentProvider(undefined));

describe(`sandbox provider (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  definePaymentScenarios(() => sandboxDriver());
});
