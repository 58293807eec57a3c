import { appUrl, type Env } from "./env.server";
import type { PublicConfig, SocialLink } from "./site";

/**
 * The client-safe subset of the configuration. Only what is returned here is
 * serialised into the page; secrets never leave `env.server.ts`.
 */
export function publicConfig(env: Env): PublicConfig {
  const social: SocialLink[] = [];
  const add = (network: SocialLink["network"], href: string | undefined) => {
    if (href) social.push({ network, href });
  };
  add("facebook", env.SOCIAL_FACEBOOK_URL);
  add("instagram", env.SOCIAL_INSTAGRAM_URL);
  add("linkedin", env.SOCIAL_LINKEDIN_URL);
  add("youtube", env.SOCIAL_YOUTUBE_URL);

  return {
    appEnv: env.APP_ENV,
    origin: appUrl(env),
    contact: {
      supportEmail: env.SUPPORT_EMAIL,
      privacyEmail: env.PRIVACY_EMAIL,
      accessibilityEmail: env.ACCESSIBILITY_EMAIL,
      phone: env.SUPPORT_PHONE,
      serviceLine: env.SERVICE_LINE,
    },
    social,
  };
}
