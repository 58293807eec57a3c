/** A notification as the spec words it: a title, a description, and whether it reports a failure. */
export type ToastMessage = {
  title: string;
  description?: string;
  /** The spec's "destructive" toasts. */
  type?: "success" | "error" | "info";
  /** It tells the client what to do next: it stays until they close it, instead of fading after a few seconds. */
  nextStep?: true;
};
