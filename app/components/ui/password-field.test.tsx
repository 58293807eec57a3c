import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LabeledField } from "./labeled-field";
import { EmailField, PasswordField } from "./password-field";

const inputOf = (html: string) => /<input[^>]*>/.exec(html)?.[0] ?? "";

describe("PasswordField", () => {
  it("labels the box, ties its hint, and names the Show toggle after the field", () => {
    const html = renderToString(<PasswordField id="new-password" name="password" label="New password" autoComplete="new-password" hint="At least 8 characters." />);
    expect(html).toContain('<label for="new-password" class="font-semibold">New password</label>');
    expect(html).toContain('<p id="new-password-hint" class="text-sm text-muted">At least 8 characters.</p>');
    const input = inputOf(html);
    expect(input).toContain('id="new-password"');
    expect(input).toContain('name="password"');
    expect(input).toContain('type="password"');
    expect(input).toContain('autoComplete="new-password"');
    expect(input).toContain('aria-describedby="new-password-hint"');
    expect(input).not.toContain("aria-invalid");
    expect(html).toMatch(/<button type="button" aria-pressed="false" aria-controls="new-password"[^>]*>.*Show<span class="sr-only"> <!-- -->new password<\/span><\/button>/);
  });

  it("when refused, marks the box and ties it to the form's one message after the hint, and draws no message of its own", () => {
    const html = renderToString(<PasswordField id="begin" name="password" label="Your password" autoComplete="current-password" hint="Confirm it is you." invalid errorId="begin-error" />);
    const input = inputOf(html);
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="begin-hint begin-error"');
    expect(html).not.toContain('id="begin-error"');
  });

  it("is not marked while the form's message is for something else", () => {
    const input = inputOf(renderToString(<PasswordField id="confirm" name="confirm" label="Confirm" autoComplete="new-password" invalid={false} errorId="reset-message" />));
    expect(input).not.toContain("aria-invalid");
    expect(input).not.toContain("aria-describedby");
  });
});

describe("EmailField", () => {
  it("labels the address box and, when refused, ties it to the form's message", () => {
    const html = renderToString(<EmailField id="sign-in-email" defaultValue="june@example.com" invalid errorId="sign-in-error" />);
    expect(html).toContain('<label for="sign-in-email" class="font-semibold">Email</label>');
    const input = inputOf(html);
    for (const part of ['id="sign-in-email"', 'name="email"', 'type="email"', 'autoComplete="email"', 'value="june@example.com"', 'aria-invalid="true"', 'aria-describedby="sign-in-error"']) {
      expect(input).toContain(part);
    }
  });
});

describe("LabeledField", () => {
  it("prefers its own reason, drawn below the control, to one shown elsewhere", () => {
    const html = renderToString(
      <LabeledField id="when" label="When" error="Enter a date." invalid errorId="form-error" className="">
        {(props) => <input {...props} />}
      </LabeledField>,
    );
    expect(inputOf(html)).toContain('aria-describedby="when-error"');
    expect(html).toContain('<p id="when-error" class="mt-1 font-semibold text-red-800">Enter a date.</p>');
  });
});
