import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { publicConfig } from "./site.server";

describe("publicConfig", () => {
  const env = parseEnv({
    SESSION_SECRET: "s".repeat(40),
    SMTP_URL: "smtp://user:hunter2@mail.example.com",
    STRIPE_SECRET_KEY: "sk_test_secret",
    DATABASE_URL: "postgres://user:pw@db.example.com/store",
    SOCIAL_YOUTUBE_URL: "https://youtube.example.com/catharsis",
    APP_URL: "https://catharsis.example.com/",
  });

  it("carries nothing secret to the browser", () => {
    const serialised = JSON.stringify(publicConfig(env));
    for (const secret of ["s".repeat(40), "hunter2", "sk_test_secret", "pw@db"]) {
      expect(serialised).not.toContain(secret);
    }
  });

  it("lists only the social networks that are configured", () => {
    expect(publicConfig(env).social).toEqual([{ network: "youtube", href: "https://youtube.example.com/catharsis" }]);
  });

  it("gives the public origin without a trailing slash", () => {
    expect(publicConfig(env).origin).toBe("https://catharsis.example.com");
  });
});
