import { LogOut } from "lucide-react";
import { Form } from "react-router";

/** Ends the session on the server (a POST, so a link elsewhere cannot sign anyone out). */
export function SignOutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/auth/sign-out" className="contents">
      <button type="submit" className={className}>
        <LogOut aria-hidden="true" className="size-5 shrink-0" />
        <span>Sign out</span>
      </button>
    </Form>
  );
}
