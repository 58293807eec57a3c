import { useEffect } from "react";
import { Toaster as SonnerToaster, toast as sonnerToast } from "sonner";
import type { ToastMessage } from "./toast";

/** Shows a toast through sonner; the spec's destructive toasts are errors. */
export function showToast({ title, description, type = "success" }: ToastMessage) {
  const show = type === "error" ? sonnerToast.error : type === "info" ? sonnerToast.info : sonnerToast.success;
  show(title, { description });
}

/**
 * The page's toast region (announced politely to screen readers by sonner),
 * plus the toast a server action left for this page, if any.
 */
export function Toaster({ serverToast }: { serverToast: ToastMessage | null }) {
  useEffect(() => {
    if (serverToast) showToast(serverToast);
  }, [serverToast]);
  return (
    <SonnerToaster
      position="bottom-left"
      closeButton
      duration={6000}
      toastOptions={{ classNames: { toast: "font-sans", title: "text-base", description: "text-sm" } }}
    />
  );
}
