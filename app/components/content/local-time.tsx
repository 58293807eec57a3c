import { useSyncExternalStore } from "react";
import { formatMomentIn, type MomentStyle } from "~/shared/dates";

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
const serverZone = () => "UTC";
const noChanges = () => () => undefined;

/**
 * A moment in the reader's own time zone (issue 34: "Due by … UTC" meant nothing to a client in
 * Ohio). The server does not know the zone, so it renders UTC, named; hydration starts from the
 * same and then shows the browser's zone. Without JavaScript the UTC time stays, still named.
 */
export function LocalTime({ at, style }: { at: Date; style: MomentStyle }) {
  const zone = useSyncExternalStore(noChanges, browserZone, serverZone);
  return <time dateTime={at.toISOString()}>{formatMomentIn(at, style, zone)}</time>;
}
