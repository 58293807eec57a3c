import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { copyrightLine } from "./site";
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

describe("copyrightLine", () => {
  it("names the year it is now, not the year the spec was written", () => {
    expect(copyrightLine(new Date("2031-03-02T10:00:00Z"))).toBe("© 2031 Catharsis. All rights reserved.");
    // UTC on server and browser alike, so the two renders agree on New Year's Eve.
    expect(copyrightLine(new Date("2030-12-31T23:30:00-05:00"))).toBe("© 2031 Catharsis. All rights reserved.");
  });
});
