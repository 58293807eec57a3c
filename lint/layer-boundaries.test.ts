import path from "node:path";
import { ESLint, RuleTester, type Rule } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { projectRules } from "./project-rules.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: "latest", sourceType: "module" } });
const at = (repoPath: string) => path.join(process.cwd(), repoPath);
const refused = (code: string, repoPath: string, count = 1) => ({
  code,
  filename: at(repoPath),
  errors: Array.from({ length: count }, () => ({ messageId: "boundary" })),
});
const allowed = (code: string, repoPath: string) => ({ code, filename: at(repoPath) });

// The rules are plain JavaScript (eslint.config.js loads them without a build step).
const layerBoundaries = projectRules.rules["layer-boundaries"] as unknown as Rule.RuleModule;

ruleTester.run("layer-boundaries", layerBoundaries, {
  valid: [
    allowed('import { x } from "./cart-math";', "app/domains/cart/cart-storage.ts"),
    allowed('import { x } from "../cart-math";', "app/domains/cart/sub/thing.ts"),
    allowed('import { getDb } from "~/db/database.server"; import { enqueueEmail } from "~/jobs/send-email.server";', "app/domains/messaging/a.ts"),
    allowed('import { formTypes } from "~/shared/form-types"; import { getEnv } from "~/config/env.server";', "app/domains/catalog/a.ts"),
    allowed('import { x } from "~/domains/cart/cart-math"; import { Button } from "~/components/ui/button";', "app/features/shop/a.tsx"),
    allowed('import { x } from "./autosave/draft-saver";', "app/features/assessments/form.tsx"),
    allowed('import { CartView } from "~/features/shop/cart-view"; import { x } from "~/domains/cart/cart-math";', "app/routes/shop/cart.tsx"),
    allowed('import { x } from "~/domains/checkout/fulfil-order.server"; import { sendOrderReceiptJob } from "~/jobs/send-order-receipt.server";', "app/job-handlers/a.server.ts"),
    allowed('import { x } from "~/features/newsletter/newsletter-form";', "app/root.tsx"),
    allowed('import { registeredJobs } from "~/job-handlers/registry.server";', "server/boot.ts"),
    allowed('import { x } from "~/domains/cart/cart-math";', "tests/support/anything.ts"),
    allowed('import { z } from "zod"; import React from "react";', "app/shared/a.ts"),
  ],
  invalid: [
    // One domain never imports another, whichever way the path is written.
    refused('import { formatPrice } from "~/domains/catalog/format-price";', "app/domains/checkout/a.ts"),
    refused('import { formatPrice } from "../catalog/format-price";', "app/domains/checkout/a.ts"),
    refused('import type { CartLine } from "../../cart/cart-line";', "app/domains/checkout/sub/a.ts"),
    refused('export { formatPrice } from "../catalog/format-price";', "app/domains/checkout/a.ts"),
    refused('const m = () => import("~/domains/catalog/products");', "app/domains/checkout/a.ts"),
    // Domains never import features, routes, shared UI or the server.
    refused('import { addToCart } from "~/features/shop/cart-actions";', "app/domains/cart/a.ts"),
    refused('import { addToCart } from "../../features/shop/cart-actions";', "app/domains/cart/a.ts"),
    refused('import { loader } from "~/routes/account/account";', "app/domains/accounts/a.ts"),
    refused('import type { Route } from "../../root";', "app/domains/accounts/a.ts"),
    refused('import { Button } from "~/components/ui/button";', "app/domains/content/a.ts"),
    refused('import { boot } from "../../../server/boot";', "app/domains/accounts/a.ts"),
    // Features do not import each other, routes or the database.
    refused('import { addToCart } from "~/features/shop/cart-actions";', "app/features/account/a.tsx"),
    refused('import { addToCart } from "../shop/cart-actions";', "app/features/account/a.tsx"),
    refused('import { getDb } from "~/db/database.server";', "app/features/account/a.ts"),
    refused('import { loader } from "~/routes/account/account";', "app/features/account/a.ts"),
    // Shared UI imports no business; lower layers never import upward.
    refused('import { x } from "~/domains/cart/cart-math";', "app/components/layout/site-header.tsx"),
    refused('import { NewsletterForm } from "~/features/newsletter/newsletter-form";', "app/components/layout/site-footer.tsx"),
    refused('import { deliverEmail } from "~/domains/messaging/deliver-email.server";', "app/jobs/send-email.server.ts"),
    refused('import { grantsFor } from "~/domains/catalog/grants";', "app/db/tables/commerce.ts"),
    refused('import { getEnv } from "~/config/env.server";', "app/shared/a.ts"),
    refused('import { x } from "~/features/shop/cart-actions";', "app/job-handlers/a.server.ts"),
    refused('import { getDb } from "~/db/database.server";', "app/routes/account/account.tsx"),
    refused('import { x } from "../domains/cart/cart-math"; import { y } from "../features/shop/cart-view";', "app/config/a.ts", 2),
  ],
});

describe("the project's lint configuration", () => {
  it("applies the layer rule to app/ code and leaves tests free to set things up", async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const code = 'import { formatPrice } from "../catalog/format-price";\nexport const price = formatPrice;\n';
    const [domainFile] = await eslint.lintText(code, { filePath: at("app/domains/checkout/not-a-real-file.ts") });
    expect(domainFile?.messages.map((message) => message.ruleId)).toContain("project/layer-boundaries");
    const [testFile] = await eslint.lintText(code, { filePath: at("app/domains/checkout/not-a-real-file.test.ts") });
    expect(testFile?.messages.map((message) => message.ruleId)).not.toContain("project/layer-boundaries");
  });
});
