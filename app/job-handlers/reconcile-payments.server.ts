import { reconcileOpenSessions } from "~/domains/checkout/reconcile-open-sessions.server";

/** Fulfils paid checkouts whose webhook never came and closes lapsed ones, with the default budget. */
export async function reconcilePayments(): Promise<void> {
  await reconcileOpenSessions();
}
