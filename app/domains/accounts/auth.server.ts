import { betterAuth } from "better-auth";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { appUrl, getEnv } from "~/config/env.server";
import { logger, scrubErrorText } from "~/config/logger.server";
import { getSecrets } from "~/config/secrets.server";
import { getDb } from "~/db/database.server";
import { accounts, sessions, twoFactors, users, verifications } from "~/db/schema";
import { enqueueAccountEmail } from "~/jobs/send-account-email.server";
import { sealAccountLink } from "~/security/account-links.server";
import { CLIENT_ADDRESS_HEADER } from "~/shared/client-address-header";
import { admitResetRequest } from "./passwords/reset-request-limits.server";
import { authLimits, hitAuthLimit, tooManyAttemptsMessage, type AuthAction } from "./sign-in/auth-limits.server";
import { linkGuestPurchases } from "./profile/link-guest-purchases.server";
import { passwordHashing } from "./passwords/password-hashing.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "./passwords/password-policy.server";
import { sessionPolicy } from "./sign-in/session-policy";
import { admitSignInAttempt, clearSignInFailures, settleSignInAttempt, tellOwnerOfGuessing } from "./sign-in/sign-in-limits.server";
import { newBackupCodes } from "~/shared/staff/second-factor-codes";
import { userRoles } from "~/shared/staff/staff-access";

export type AuthSettings = {
  /** The public origin, e.g. https://catharsis.example.com. */
  appUrl: string;
  secret: string;
  /** Production: Secure, `__Host-` cookies. Local mode runs on plain http. */
  production: boolean;
};

const day = 24 * 60 * 60;

/** Which rate limit each Better Auth endpoint spends, and which body field names the e-mail. */
const limitedPaths: Record<string, { action: AuthAction; emailField: "email" | "newEmail" }> = {
  "/sign-in/email": { action: "sign-in", emailField: "email" },
  "/sign-up/email": { action: "sign-up", emailField: "email" },
  "/request-password-reset": { action: "reset-request", emailField: "email" },
  "/send-verification-email": { action: "verification-email", emailField: "email" },
  "/reset-password": { action: "reset-password", emailField: "email" },
  "/change-email": { action: "change-email", emailField: "newEmail" },
};

/** Endpoints that take a new password, and the body field that holds it. */
const newPasswordField: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
};

/**
 * Endpoints closed in Better Auth's own router, as a second wall behind the
 * allow-list in auth-http.server.ts: the app calls them only as `auth.api.*`
 * (which this list does not affect), through actions that add our checks.
 * Only GET /verify-email (the e-mailed links) stays open.
 */
const httpDisabledPaths = [
  "/account-info",
  "/change-email",
  "/change-password",
  "/delete-user",
  "/delete-user/callback",
  "/get-access-token",
  "/get-session",
  "/link-social",
  "/list-accounts",
  "/list-sessions",
  "/refresh-token",
  "/request-password-reset",
  "/reset-password",
  "/revoke-other-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/send-verification-email",
  "/set-password",
  "/sign-in/email",
  "/sign-in/social",
  "/sign-out",
  "/sign-up/email",
  "/unlink-account",
  "/update-session",
  "/update-user",
  "/verify-password",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/verify-totp",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
  "/two-factor/verify-backup-code",
  "/two-factor/generate-backup-codes",
];

/** The endpoints through which a session passes a second factor (ADR 46). */
const secondFactorPaths = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

function bodyString(body: unknown, field: string): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === "string" ? value : undefined;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function tooManyAttempts(retryAfterSeconds: number) {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { code: "TOO_MANY_ATTEMPTS", message: tooManyAttemptsMessage },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/** The address of whoever is setting this password, so it can be refused as the password. */
async function passwordOwnerEmail(ctx: HookContext): Promise<string | undefined> {
  if (ctx.path === "/sign-up/email") return bodyString(ctx.body, "email");
  if (ctx.path === "/change-password" || ctx.path === "/set-password") {
    return (await getSessionFromCtx(ctx))?.user.email;
  }
  if (ctx.path === "/reset-password") {
    const token = bodyString(ctx.body, "token") ?? bodyString(ctx.query, "token");
    if (!token) return undefined;
    const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    if (!verification) return undefined;
    return (await ctx.context.internalAdapter.findUserById(verification.value))?.email;
  }
  return undefined;
}

/** The Better Auth instance for one database and one set of settings. */
export function createAuth(settings: AuthSettings) {
  const cookieName = (name: string) => `${settings.production ? "__Host-" : ""}catharsis.${name}`;
  return betterAuth({
    appName: "Catharsis",
    baseURL: settings.appUrl,
    basePath: "/api/auth",
    secret: settings.secret,
    trustedOrigins: [settings.appUrl],
    disabledPaths: httpDisabledPaths,
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
      // PGlite has one connection: callbacks that query while a transaction holds it would wait forever.
      transaction: false,
    }),
    user: {
      additionalFields: {
        role: { type: [...userRoles], required: false, defaultValue: "client", input: false },
        // Set by create-admin with a temporary password; read by the staff gate (issue 31).
        passwordChangeRequired: { type: "boolean", required: false, defaultValue: false, input: false },
      },
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: passwordHashing(),
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // The e-mail's link goes straight to our page; the token is checked when the new password is posted.
      sendResetPassword: async ({ user, token }) => {
        await enqueueAccountEmail({
          kind: "reset-password",
          to: user.email,
          userId: user.id,
          sealedUrl: sealAccountLink(`${settings.appUrl}/auth/reset-password?token=${encodeURIComponent(token)}`),
        });
      },
      // The reset link proved the address is theirs, as a verification link would have.
      onPasswordReset: async ({ user }) => {
        // The reset link proved the address; the new password is the person's own, not a temporary one.
        await getDb().update(users).set({ emailVerified: true, passwordChangeRequired: false, updatedAt: new Date() }).where(eq(users.id, user.id));
        await linkGuestPurchases(user);
        // Guesses at the old password tell nothing about the new one.
        await clearSignInFailures(user.email);
      },
      onExistingUserSignUp: async ({ user }) => {
        await enqueueAccountEmail({ kind: "account-exists", to: user.email, userId: user.id });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // The link proves the address: the person is signed in and goes on to what they came for
      // (the questionnaire they bought) rather than typing the password again. A link already
      // used signs nobody in (Better Auth redirects without a session for a verified address).
      autoSignInAfterVerification: true,
      expiresIn: day,
      sendVerificationEmail: async ({ user, url }) => {
        // Sign-in attempts resend the link too: past this many an hour, quietly send no more.
        if (!(await hitAuthLimit("verification-sent", { email: user.email })).allowed) return;
        // A verified user being sent a link is confirming a new address.
        const kind = user.emailVerified ? "email-change" : "verify-email";
        await enqueueAccountEmail({ kind, to: user.email, userId: user.id, sealedUrl: sealAccountLink(url) });
      },
      afterEmailVerification: async (user) => {
        await linkGuestPurchases(user);
      },
    },
    session: {
      expiresIn: sessionPolicy.idleTimeoutSeconds,
      updateAge: sessionPolicy.renewAfterSeconds,
      additionalFields: {
        secondFactorAt: { type: "date", required: false, input: false },
      },
    },
    plugins: [
      // Staff only: requireStaffOrNotFound sends staff without it to set it up; clients never meet it.
      twoFactor({
        issuer: "Catharsis",
        backupCodeOptions: { customBackupCodesGenerate: newBackupCodes },
        // Five minutes between the password and the code is plenty; a stale challenge is refused.
        twoFactorCookieMaxAge: 5 * 60,
      }),
    ],
    databaseHooks: {
      session: {
        create: {
          // A session made by a verified code carries the time, so the staff gate can tell
          // it from one made any other way (an e-mail link signs in without a second factor).
          before: async (session, context) => {
            if (!context?.path || !secondFactorPaths.has(context.path)) return;
            return { data: { ...session, secondFactorAt: new Date() } };
          },
          // Purchases made as a guest after the account was verified attach at the next sign-in.
          after: async (session) => {
            const [user] = await getDb()
              .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
              .from(users)
              .where(eq(users.id, session.userId));
            if (user?.emailVerified) await linkGuestPurchases(user);
          },
        },
      },
    },
    // Reset and other one-time identifiers are stored as hashes: a copy of the database holds no
    // working reset link (issue 31). Rows are deleted when used, and expired ones when any is read.
    verification: { storeIdentifier: "hashed" },
    // Our own limits below are kept in the database and count per e-mail too.
    rateLimit: { enabled: false },
    advanced: {
      // E-mails are queued after the answer is sent, so known and unknown addresses answer in the same time.
      backgroundTasks: {
        handler: (task) => {
          task.catch((error: unknown) => logger.error({ err: error }, "auth background task failed"));
        },
      },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: false,
      defaultCookieAttributes: { secure: settings.production, httpOnly: true, sameSite: "lax", path: "/" },
      cookies: {
        session_token: { name: cookieName("session_token") },
        session_data: { name: cookieName("session_data") },
        dont_remember: { name: cookieName("dont_remember") },
        two_factor: { name: cookieName("two_factor") },
        trust_device: { name: cookieName("trust_device") },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const passwordField = newPasswordField[ctx.path];
        const newPassword = passwordField ? bodyString(ctx.body, passwordField) : undefined;
        if (newPassword !== undefined) {
          const problem = passwordProblem(newPassword, { email: await passwordOwnerEmail(ctx) });
          if (problem) throw new APIError("BAD_REQUEST", { code: "PASSWORD_NOT_ALLOWED", message: problem });
        }
        const limited = limitedPaths[ctx.path];
        if (!limited) return;
        const { action, emailField } = limited;
        const ip = ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
        const email = authLimits[action].email ? bodyString(ctx.body, emailField) : undefined;
        const result = await hitAuthLimit(action, { ip, email });
        if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds);
        // Wrong passwords are limited per address and e-mail, and per e-mail, before the password is checked.
        const signInEmail = action === "sign-in" ? bodyString(ctx.body, "email") : undefined;
        if (signInEmail) {
          const gate = await admitSignInAttempt({ ip, email: signInEmail });
          if (!gate.allowed) throw tooManyAttempts(gate.retryAfterSeconds);
        }
        const resetEmail = action === "reset-request" ? bodyString(ctx.body, "email") : undefined;
        if (resetEmail) {
          const gate = await admitResetRequest({ ip, email: resetEmail });
          if (!gate.allowed) throw tooManyAttempts(gate.retryAfterSeconds);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = bodyString(ctx.body, "email");
        if (!email) return;
        const ip = ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
        const returned = ctx.context.returned;
        const wrongPassword = isAPIError(returned) && returned.body?.code === "INVALID_EMAIL_OR_PASSWORD";
        const { emailBudgetSpent } = await settleSignInAttempt({ ip, email }, wrongPassword ? "wrong-password" : "other");
        // In the background, so the answer takes as long for an unknown e-mail as for an account.
        if (emailBudgetSpent) await ctx.context.runInBackgroundOrAwait(tellOwnerOfGuessing(email));
      }),
    },
    logger: {
      // Below error, Better Auth narrates routine refusals (and names e-mail addresses at info).
      level: "error",
      // The error Better Auth passes after its message (often a database error
      // holding the query's values) goes through the app's error serializer; the
      // message itself is scrubbed the same way.
      log: (level, message, ...args: unknown[]) => {
        const err = args.find((arg) => arg instanceof Error);
        logger[level]({ source: "better-auth", ...(err ? { err } : {}) }, scrubErrorText(message));
      },
    },
    onAPIError: {
      // Refusals (4xx) are answers, not faults; only server-side failures are logged.
      onError: (error) => {
        if (isAPIError(error) && Number(error.statusCode) < 500) return;
        logger.error({ source: "better-auth", err: error }, "auth request failed");
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

type Holder = { auth: Auth; db: ReturnType<typeof getDb> };
// Kept on globalThis like the database, so dev-server reloads reuse it.
const holder = globalThis as typeof globalThis & { __catharsisAuth?: Holder };

/** This process's Better Auth, made on first use (the database opens at boot). */
export function getAuth(): Auth {
  const db = getDb();
  if (holder.__catharsisAuth?.db !== db) {
    const env = getEnv();
    const auth = createAuth({
      appUrl: appUrl(env),
      secret: getSecrets(env).sessionSecret,
      production: env.APP_ENV === "production",
    });
    holder.__catharsisAuth = { auth, db };
  }
  return holder.__catharsisAuth.auth;
}
