import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { showToast } from "~/components/toast/toaster";
import { Button } from "~/components/ui/button";
import {
  CLINICIAN_NAME_MAX_LENGTH,
  DEFAULT_SHARE_EXPIRY_DAYS,
  SHARE_CONSENT_TEXT,
  SHARE_CONSENT_VERSION,
  SHARE_EXPIRY_DAYS,
  SHARER_NAME_MAX_LENGTH,
} from "~/domains/reports/client/share-link-terms";
import { EMAIL_MAX_LENGTH } from "~/shared/email-address";
import { FieldError } from "~/components/ui/field-error";
import type { ShareActionResult } from "./account-view";

const inputClasses = "mt-1 min-h-11 rounded-md border border-muted bg-white px-3 text-base";

/**
 * Makes a link for one named clinician: their name and address, the
 * client's own first name (the clinician's e-mail says who shared), how long
 * the link works, and the consent box. Errors sit beside their fields and
 * the typed values stay; the new link is shown once, with a copy button.
 */
export function ShareReportForm({ result }: { result: ShareActionResult | undefined }) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "create-link";
  const mine = result?.intent === "create-link" ? result : undefined;
  const failed = mine && !mine.ok ? mine : undefined;
  const errors = failed?.errors ?? {};
  const values = failed?.values ?? {};

  useEffect(() => {
    if (!mine) return;
    if (mine.ok) {
      showToast({ title: "Link made", description: `We have e-mailed it to ${mine.clinicianName}.`, type: "success" });
      formRef.current?.reset();
      return;
    }
    const first = Object.values(mine.errors ?? {})[0] ?? mine.message;
    showToast({ title: "The link was not made", description: first, type: "error" });
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [mine]);

  return (
    <div className="flex flex-col gap-6">
      {mine?.ok ? <NewLink shareUrl={mine.shareUrl} clinicianName={mine.clinicianName} expiresOn={mine.expiresOn} /> : null}
      {failed?.message && !failed.errors ? (
        <p role="alert" className="rounded-md border-l-4 border-[#9f1d24] bg-surface px-4 py-3">
          {failed.message}
        </p>
      ) : null}
      <Form ref={formRef} method="post" className="flex max-w-xl flex-col gap-4" noValidate>
        <input type="hidden" name="intent" value="create-link" />
        <TextField id="clinician-name" name="clinicianName" label="Clinician's name" maxLength={CLINICIAN_NAME_MAX_LENGTH} autoComplete="off" value={values.clinicianName} error={errors.clinicianName} />
        <TextField
          id="clinician-email"
          name="clinicianEmail"
          label="Clinician's e-mail address"
          type="email"
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="off"
          hint="We e-mail the link to this address only."
          value={values.clinicianEmail}
          error={errors.clinicianEmail}
        />
        <TextField
          id="shared-by"
          name="sharedBy"
          label="Your first name"
          maxLength={SHARER_NAME_MAX_LENGTH}
          autoComplete="given-name"
          hint="As your clinician knows you: the e-mail says who shared the report."
          value={values.sharedBy}
          error={errors.sharedBy}
        />
        <fieldset aria-describedby={errors.expiresInDays ? "expires-error" : undefined}>
          <legend className="font-semibold">The link works for</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
            {SHARE_EXPIRY_DAYS.map((days) => (
              <label key={days} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="expiresInDays"
                  value={days}
                  defaultChecked={String(days) === (values.expiresInDays || String(DEFAULT_SHARE_EXPIRY_DAYS))}
                  className="size-5"
                />
                {days} days
              </label>
            ))}
          </div>
          <FieldError id="expires-error" message={errors.expiresInDays} />
        </fieldset>
        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="consent"
              value={SHARE_CONSENT_VERSION}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? "consent-error" : undefined}
              className="mt-1 size-5 shrink-0"
            />
            <span>{SHARE_CONSENT_TEXT}</span>
          </label>
          <FieldError id="consent-error" message={errors.consent} />
        </div>
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? "Making the link..." : "Make the link and e-mail it"}
        </Button>
      </Form>
    </div>
  );
}

function TextField(props: {
  id: string;
  name: string;
  label: string;
  type?: "text" | "email";
  maxLength: number;
  autoComplete: string;
  hint?: string;
  value: string | undefined;
  error: string | undefined;
}) {
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col">
      <label htmlFor={props.id} className="font-semibold">
        {props.label}
      </label>
      {props.hint ? (
        <p id={hintId} className="text-sm text-muted">
          {props.hint}
        </p>
      ) : null}
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? "text"}
        required
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses}
      />
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}

/** The link itself, shown this once (only its hash is kept), with a way to copy it. */
function NewLink({ shareUrl, clinicianName, expiresOn }: { shareUrl: string; clinicianName: string; expiresOn: string }) {
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied(true);
      showToast({ title: "Link copied", type: "success" });
    } catch {
      // No clipboard permission: select the text so the person can copy it themselves.
      inputRef.current?.select();
    }
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border-l-4 border-accent-strong bg-accent-soft p-5">
      <h3 className="text-lg font-semibold">Your link for {clinicianName}</h3>
      <p>
        We have e-mailed it to {clinicianName}. It works until {expiresOn}. This is the only time we can show it: we
        keep no copy, so copy it now if you want to send it yourself too.
      </p>
      <label htmlFor="new-share-link" className="font-semibold">
        Link
      </label>
      <div className="flex flex-wrap gap-3">
        <input
          ref={inputRef}
          id="new-share-link"
          readOnly
          value={shareUrl}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClasses} min-w-0 flex-1 font-mono text-sm`}
        />
        <Button variant="secondary" onClick={copy}>
          {copied ? "Copied" : "Copy link"}
        </Button>
      </div>
    </div>
  );
}
