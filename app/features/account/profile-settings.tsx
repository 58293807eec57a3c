import { AccountForm, EmailInput, PasswordInput } from "./account-form";
import type { AccountActionResult } from "./account-view";

/** Change e-mail, change password, sign out everywhere. */
export function ProfileSettings({ email, actionData }: { email: string; actionData: AccountActionResult | undefined }) {
  const errors = (intent: AccountActionResult["intent"]) => (actionData?.intent === intent ? (actionData.errors ?? {}) : {});
  const emailErrors = errors("change-email");
  const passwordErrors = errors("change-password");
  return (
    <div className="flex flex-col gap-10">
      <p>
        You are signed in as <strong className="break-all">{email}</strong>.
      </p>

      <div>
        <h3 className="text-xl font-semibold">Change your e-mail address</h3>
        <p className="mt-1 mb-4 text-muted">
          We will send a link to the new address. Your address changes only when you follow that link, so a typo
          cannot lock you out.
        </p>
        <AccountForm
          intent="change-email"
          actionData={actionData}
          submitLabel="Change e-mail address"
          busyLabel="Sending link..."
          failureTitle="Your e-mail address was not changed"
        >
          <EmailInput
            id="new-email"
            name="newEmail"
            label="New e-mail address"
            error={emailErrors.newEmail}
            defaultValue={actionData?.intent === "change-email" && !actionData.ok ? actionData.values?.newEmail : undefined}
          />
          <PasswordInput
            id="change-email-password"
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
            error={emailErrors.currentPassword}
          />
        </AccountForm>
      </div>

      <div>
        <h3 className="text-xl font-semibold">Change your password</h3>
        <p className="mt-1 mb-4 text-muted">
          For your safety, changing your password signs you out on every other computer, phone and tablet.
        </p>
        <AccountForm
          intent="change-password"
          actionData={actionData}
          submitLabel="Change password"
          busyLabel="Changing password..."
          failureTitle="Your password was not changed"
        >
          <PasswordInput
            id="current-password"
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
            error={passwordErrors.currentPassword}
          />
          <PasswordInput
            id="new-password"
            name="newPassword"
            label="New password"
            autoComplete="new-password"
            hint="At least 8 characters. A few words you will remember make a strong password."
            error={passwordErrors.newPassword}
          />
          <PasswordInput
            id="confirm-password"
            name="confirmPassword"
            label="Type the new password again"
            autoComplete="new-password"
            error={passwordErrors.confirmPassword}
          />
        </AccountForm>
      </div>

      <div>
        <h3 className="text-xl font-semibold">Sign out everywhere</h3>
        <p className="mt-1 mb-4 text-muted">
          Ends your session on every computer, phone and tablet, including this one. Useful if you signed in on a
          shared or lost device.
        </p>
        <AccountForm
          intent="sign-out-everywhere"
          actionData={actionData}
          submitLabel="Sign out everywhere"
          busyLabel="Signing out..."
          failureTitle="Sign out failed"
        />
      </div>
    </div>
  );
}
