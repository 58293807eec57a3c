import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "./form-field";

/** The provider's time zone: every due, submitted and sent time on staff pages is shown in it, named. */
export function TimeZoneForm({ zone, error, busy }: { zone: string; error?: string; busy: boolean }) {
  return (
    <Form method="post" className="mt-4 flex max-w-xl flex-col gap-5" noValidate>
      <input type="hidden" name="intent" value="time-zone" />
      <FormField
        id="staff-time-zone"
        name="zone"
        label="Time zone"
        hint="A name from the time zone database, such as America/Chicago or Europe/London. Clients still see their own time zone."
        defaultValue={zone}
        maxLength={64}
        error={error}
      />
      <div>
        <Button type="submit" disabled={busy}>
          Save time zone
        </Button>
      </div>
    </Form>
  );
}
