import { describe, expect, it } from "vitest";
import { shareLinkFormSchema } from "./share-link-form.server";

const form = { clinicianName: "Dr. Ana Rivera, LCSW", clinicianEmail: " Dr.Rivera@clinic.example.com ", sharedBy: "June", expiresInDays: "14", consent: "share-consent-v1" };
const errorsOf = (input: Record<string, string>) => {
  const result = shareLinkFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the share-link form's rules", () => {
  it("takes names with titles, accents and apostrophes, a trimmed address and one of the offered expiries", () => {
    expect(shareLinkFormSchema.parse(form)).toEqual({ ...form, clinicianEmail: "Dr.Rivera@clinic.example.com", expiresInDays: 14 });
    for (const sharedBy of ["Zoë", "Mary-Kate", "D'Angelo", "J.", "José María"]) expect(errorsOf({ ...form, sharedBy }), sharedBy).toEqual({});
  });

  it("refuses a name that could carry a web or e-mail address into the clinician's e-mail", () => {
    for (const sharedBy of ["evil.example.com", "https://x", "me@example.com", "June\r\nBcc: x"]) {
      expect(errorsOf({ ...form, sharedBy }).sharedBy, sharedBy).toMatch(/letters only/);
    }
    expect(errorsOf({ ...form, clinicianName: "Visit www.example.com now" }).clinicianName).toMatch(/letters, numbers/);
  });

  it("requires consent to the current wording and an offered expiry", () => {
    expect(errorsOf({ ...form, consent: "share-consent-v0" }).consent).toBe("Please tick the box to agree before we make the link.");
    expect(errorsOf({ ...form, expiresInDays: "90" }).expiresInDays).toBe("Please choose how long the link works.");
    expect(errorsOf({ ...form, clinicianEmail: "rivera@clinic" }).clinicianEmail).toBe("Please enter a valid email address");
  });
});
