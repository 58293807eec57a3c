import { createCookie, type Cookie } from "react-router";
import { z } from "zod";
import { getEnv } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";

const MAX_REMEMBERED = 20;
const orderIdsSchema = z.array(z.string().regex(/^ord_[0-9A-Z]{16}$/)).max(MAX_REMEMBERED);

let cookie: Cookie | undefined;

/**
 * The orders this browser started, signed so it cannot claim someone
 * else's. The success page shows an order only to the browser that started
 * it, or to the signed-in owner.
 */
function checkoutCookie(): Cookie {
  if (cookie) return cookie;
  const env = getEnv();
  cookie = createCookie("catharsis_checkout", {
    httpOnly: true,
    sameSite: "lax",
    secure: env.APP_ENV === "production",
    path: "/",
    maxAge: 60 * 60 * 24 * 30,
    secrets: [getSecrets(env).sessionSecret],
  });
  return cookie;
}

export async function startedOrderIds(cookieHeader: string | null): Promise<string[]> {
  if (!cookieHeader) return [];
  const parsed = orderIdsSchema.safeParse(await checkoutCookie().parse(cookieHeader));
  return parsed.success ? parsed.data : [];
}

/** The Set-Cookie value adding `orderId` (newest kept first). */
export async function rememberStartedOrder(cookieHeader: string | null, orderId: string): Promise<string> {
  const ids = [orderId, ...(await startedOrderIds(cookieHeader)).filter((id) => id !== orderId)].slice(0, MAX_REMEMBERED);
  return checkoutCookie().serialize(ids);
}
