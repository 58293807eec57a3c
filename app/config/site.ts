/** Site settings that are safe to show in the browser (see `site.server.ts`). */
export type SocialLink = {
  network: "facebook" | "instagram" | "linkedin" | "youtube";
  href: string;
};

export type PublicConfig = {
  appEnv: "local" | "production";
  /** Public origin without a trailing slash, for canonical links. */
  origin: string;
  contact: {
    supportEmail: string;
    privacyEmail: string;
    accessibilityEmail: string;
    phone: string;
    serviceLine: string;
  };
  social: SocialLink[];
};

export const STORE_NAME = "Catharsis";
/** The footer's line with the year it is now (docs/product.md, "Copyright line"), in UTC so server and browser agree. */
export function copyrightLine(now: Date = new Date()): string {
  return `© ${now.getUTCFullYear()} Catharsis. All rights reserved.`;
}
export const DEMO_BANNER_TEXT = "Demo store: payments are simulated";
