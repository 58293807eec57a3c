import { inviteDueCheckIns } from "~/domains/assessments/check-ins/invite-due-check-ins.server";

/** The hourly `invite-due-check-ins` job (no payload): one run as of now. */
export async function runCheckInInvitations(): Promise<void> {
  await inviteDueCheckIns(new Date());
}
