/**
 * The time left against the 24-hour promise, in words a reviewer reads at a
 * glance: "7 h 12 min left", "45 min left", "Overdue by 2 h". Overdue is
 * said in words as well as shown in red, so colour is never the only sign.
 */
export type TimeLeft = { overdue: boolean; words: string };

export function timeLeft(dueAt: Date, now: Date): TimeLeft {
  const minutes = Math.round((dueAt.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return { overdue: true, words: minutes === 0 ? "Due now" : `Overdue by ${duration(-minutes)}` };
  return { overdue: false, words: `${duration(minutes)} left` };
}

function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
