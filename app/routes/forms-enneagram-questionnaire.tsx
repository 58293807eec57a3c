import type { Route } from "./+types/forms-enneagram-questionnaire";

// Being built: replaced in this work.
export default function Page(_props: Route.ComponentProps) {
  return <h1>Coming soon</h1>;
}
