import { Download } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { AccountForm, PasswordInput } from "./account-form";
import type { AccountActionResult } from "./account-view";

/** Download everything we hold, or delete the account. */
export function YourData({ actionData }: { actionData: AccountActionResult | undefined }) {
  const errors = actionData?.intent === "delete-account" ? (actionData.errors ?? {}) : {};
  return (
    <div className="flex flex-col gap-10">
      <div>
        <h3 className="text-xl font-semibold">Download your data</h3>
        <p className="mt-1 mb-4 text-muted">
          A file with everything we hold about you: your account, sign-ins, orders, what they include, your
          questionnaire answers and drafts, and the e-mails
          we have sent you. It is a JSON file, which any text editor can open.
        </p>
        <a href="/account/export" download className={buttonClasses({ variant: "secondary" })}>
          <Download aria-hidden="true" className="size-5" />
          Download my data
        </a>
      </div>

      <div>
        <h3 className="text-xl font-semibold">Delete your account</h3>
        <div className="mt-1 mb-4 space-y-2 text-muted">
          <p>
            This removes your account, your questionnaire answers and drafts, your sign-ins, and your newsletter and
            contact messages. It cannot be undone.
          </p>
          <p>
            We must keep a record of your orders for accounting, but it will no longer carry your e-mail address or
            any link to you. Reports you have not received yet will not be written.
          </p>
        </div>
        <AccountForm
          intent="delete-account"
          actionData={actionData}
          submitLabel="Delete my account"
          busyLabel="Deleting account..."
          failureTitle="Your account was not deleted"
          destructive
        >
          <PasswordInput
            id="delete-password"
            name="currentPassword"
            label="Your password"
            autoComplete="current-password"
            error={errors.currentPassword}
          />
          <div>
            <div className="flex items-start gap-3">
              <input
                id="delete-understood"
                name="understood"
                type="checkbox"
                value="yes"
                required
                aria-invalid={errors.understood ? true : undefined}
                aria-describedby={errors.understood ? "delete-understood-error" : undefined}
                className="mt-1 size-5 shrink-0 accent-accent-strong"
              />
              <label htmlFor="delete-understood">I understand that deleting my account cannot be undone.</label>
            </div>
            <FieldError id="delete-understood-error" message={errors.understood} />
          </div>
        </AccountForm>
      </div>
    </div>
  );
}
