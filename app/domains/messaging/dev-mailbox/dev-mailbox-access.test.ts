import { describe, expect, it, vi } from "vitest";

describe("devMailboxDir", () => {
  it("answers 404 in production, so the mailbox does not exist there at all", async () => {
    vi.resetModules();
    vi.stubEnv("APP_ENV", "production");
    vi.stubEnv("REPORT_DRAFTER", "template");
    vi.stubEnv("APP_URL", "https://catharsis.example.com");
    vi.stubEnv("DATABASE_URL", "postgres://catharsis@db.example.com:5432/catharsis");
    vi.stubEnv("SMTP_URL", "smtp://mail.example.com");
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_live_x");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_x");
    vi.stubEnv("SESSION_SECRET", "p".repeat(40));
    vi.stubEnv("ENCRYPTION_KEY", Buffer.alloc(32, 1).toString("base64"));
    const { devMailboxDir } = await import("./dev-mailbox-access.server");
    let thrown: unknown;
    try {
      devMailboxDir();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
    vi.unstubAllEnvs();
  });

  it("is the mailbox folder under DATA_DIR in local mode", async () => {
    vi.resetModules();
    vi.stubEnv("APP_ENV", "local");
    vi.stubEnv("DATA_DIR", "/srv/catharsis-data");
    const { devMailboxDir } = await import("./dev-mailbox-access.server");
    expect(devMailboxDir()).toBe("/srv/catharsis-data/mailbox");
    vi.unstubAllEnvs();
  });
});
