import { render } from "@react-email/render";
import { describe, expect, it } from "vitest";
import { ResetRequestsEmail } from "./reset-requests-email";

describe("the reset-requests notice", () => {
  it("tells the owner what happened and what to do, naming no address, time or count", async () => {
    const html = await render(<ResetRequestsEmail resetUrl="https://catharsis.example.com/auth/forgot-password" contactUrl="https://catharsis.example.com/contact" />);
    expect(html).toContain("Someone asked several times for a link to reset the password");
    expect(html).toContain('href="https://catharsis.example.com/auth/forgot-password"');
    expect(html).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
  });
});
