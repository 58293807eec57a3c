// Loaded with `node --import` by server-process.spec.ts: on SIGUSR2 the server
// meets a promise nobody handles and then an exception nobody catches, both
// carrying a canary e-mail address and token, as a failed query's values would.
import process from "node:process";
import { setTimeout } from "node:timers";

const CANARY = "canary.process.73@example.com tok9Canary8Process7x6y5w4";
process.on("SIGUSR2", () => {
  Promise.reject(Object.assign(new Error(`lookup failed: params: ${CANARY}`), { params: [CANARY] }));
  setTimeout(() => {
    throw Object.assign(new Error(`crashed on ${CANARY}`), { detail: CANARY });
  }, 200);
});
