import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { userRoles } from "~/shared/staff/staff-access";

/**
 * Better Auth's tables (user, session, account, verification), mapped to
 * plural table names through the Drizzle adapter's `schema` option. Property
 * names are the ones Better Auth expects; columns are snake_case.
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** `client` (default), `admin` or `reviewer` (ADR 43); never set from user input. */
    role: text("role", { enum: userRoles }).notNull().default("client"),
    /** Set by Better Auth's two-factor plugin once an authenticator app is confirmed (staff only, ADR 46). */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /** Set by `create-admin` with a temporary password: no admin page opens until it is changed (issue 31). */
    passwordChangeRequired: boolean("password_change_required").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The database refuses a role the code does not know: a typo never becomes a half-staff account.
  (table) => [check("users_role_check", sql`${table.role} in ('client', 'admin', 'reviewer')`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** When this session passed a second factor: staff sessions without it open no admin page (ADR 46). */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/**
 * Better Auth's two-factor plugin: one authenticator secret and the backup
 * codes per user, both encrypted with the auth secret. `verified` stays false
 * until the first code from the app is typed, so a half-finished set-up
 * never locks anyone out.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  // One set-up per person: two enable requests at once cannot leave two secrets.
  (table) => [uniqueIndex("two_factors_user_id_idx").on(table.userId)],
);

/**
 * The last authenticator time step (30-second window) each person's code was
 * accepted for. A code is accepted only for a later step than this, so the
 * same code never opens two sessions, and a code from the window before is
 * taken only when nothing newer was (issue 31, ADR 52). Kept apart from
 * `two_factors`, which Better Auth deletes and rewrites on a new set-up.
 */
export const twoFactorUsedSteps = pgTable("two_factor_used_steps", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastStep: integer("last_step").notNull(),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
});
