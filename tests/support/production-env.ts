/** Every variable production requires, with made-up values: tests remove one to see it refused. */
export const productionReady = {
  APP_ENV: "production",
  APP_URL: "https://catharsis.example.com",
  DATABASE_URL: "postgres://catharsis@db.example.com:5432/catharsis",
  SMTP_URL: "smtp://user:pass@smtp.example.com:587",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  SESSION_SECRET: "a".repeat(40),
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
  /** Production must choose a drafter; the template is the explicit offline choice (ADR 23). */
  REPORT_DRAFTER: "template",
};
