import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { formatMomentIn, type MomentStyle } from "~/shared/dates";
import { browserZone } from "~/shared/zones/browser-time-zone";

/** The zone the server wrote a client's page in: her browser's cookie, else the provider's (ADR 0072). */
const ServerZone = createContext("UTC");

/** Wraps a client's page whose loader read her zone, so every LocalTime in it starts from that zone. */
export function ClientZone({ zone, children }: { zone: string; children: ReactNode }) {
  return <ServerZone.Provider value={zone}>{children}</ServerZone.Provider>;
}

const noChanges = () => () => undefined;

/**
 * A moment in the reader's own time zone, named (issue 34: "Due by … UTC" meant nothing to a client
 * in Ohio). The server writes it in the zone her browser told it in a cookie (the provider's until
 * then), and hydration starts from that same zone, so the two never disagree; after hydration the
 * browser's own zone is shown, which is the same one unless the cookie is new or she has travelled.
 * Without JavaScript the server's time stays, still named.
 */
export function LocalTime({ at, style }: { at: Date; style: MomentStyle }) {
  const serverZone = useContext(ServerZone);
  const zone = useSyncExternalStore(
    noChanges,
    () => browserZone() ?? serverZone,
    () => serverZone,
  );
  return <time dateTime={at.toISOString()}>{formatMomentIn(at, style, zone)}</time>;
}
