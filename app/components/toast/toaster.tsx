import { lazy, Suspense, useEffect, useRef, useSyncExternalStore, type ComponentProps } from "react";
import { useLocation } from "react-router";
import type * as SonnerModule from "sonner";
import type { ToastMessage } from "./toast";

/*
 * sonner is about 10 KB gzipped, and most visits never show a toast, so it
 * loads on the first toast instead of with every page (the JS budget of `/`).
 * The region mounts first and the toast is added once it is listening, so
 * screen readers hear it in the region's polite live area.
 */
type Sonner = typeof SonnerModule;
let sonner: Promise<Sonner> | undefined;
const loadSonner = () => (sonner ??= import("sonner"));

let regionWanted = false;
const regionListeners = new Set<() => void>();
let markRegionReady: () => void = () => {};
const regionReady = new Promise<void>((resolve) => {
  markRegionReady = resolve;
});

function wantRegion() {
  if (regionWanted) return;
  regionWanted = true;
  for (const listener of regionListeners) listener();
}

// What the visitor last pressed: the button that causes a toast keeps focus in most browsers,
// but not in all (Safari does not focus a clicked button), so the press is noted as well.
let lastPressed: Element | null = null;
const notePress = (event: PointerEvent) => {
  lastPressed = event.target instanceof Element ? event.target : null;
};

const FADES_AFTER_MS = 6000;

/**
 * Shows a toast on the page it was raised on; the spec's destructive toasts are errors. A toast
 * belongs to its page (issue 34): one still loading when the client has moved on is dropped, and
 * the Toaster closes the rest when the page changes.
 */
export function showToast({ title, description, type = "success", nextStep }: ToastMessage) {
  wantRegion();
  const focused = document.activeElement;
  const cause = focused && focused !== document.body ? focused : lastPressed;
  const raisedOn = window.location.pathname;
  void Promise.all([loadSonner(), import("./toast-position"), regionReady]).then(([{ toast }, { toastPositionFor }]) => {
    if (window.location.pathname !== raisedOn) return;
    const show = type === "error" ? toast.error : type === "info" ? toast.info : toast.success;
    const id = show(title, { description, position: toastPositionFor(cause, document.documentElement.clientWidth, window.innerHeight), duration: nextStep ? Infinity : FADES_AFTER_MS });
    pageOfToast.set(id, raisedOn);
  });
}

// Which page each open toast was raised on: a toast raised for the page just arrived on (after an
// add that moves on to checkout) may be shown before the Toaster hears of the move, and stays.
const pageOfToast = new Map<string | number, string>();

/** Closes the toasts of the page the client has just left. */
function useToastsStayOnTheirPage() {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (!sonner) return;
    void sonner.then(({ toast }) => {
      for (const [id, page] of pageOfToast) {
        if (page === pathname) continue;
        toast.dismiss(id);
        pageOfToast.delete(id);
      }
    });
  }, [pathname]);
}

const ToastRegion = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadSonner();
  function ListeningRegion(props: ComponentProps<Sonner["Toaster"]>) {
    // Runs after sonner's own effects, so its toast subscription exists.
    useEffect(() => markRegionReady(), []);
    return <SonnerToaster {...props} />;
  }
  return { default: ListeningRegion };
});

function subscribe(listener: () => void) {
  regionListeners.add(listener);
  return () => regionListeners.delete(listener);
}

/** The page's toast region, plus the toast a server action left for this page, if any. */
export function Toaster({ serverToast }: { serverToast: ToastMessage | null }) {
  const mounted = useSyncExternalStore(subscribe, () => regionWanted, () => false);
  // Before the server's toast for the new page is shown, below.
  useToastsStayOnTheirPage();
  useEffect(() => {
    document.addEventListener("pointerdown", notePress, { capture: true, passive: true });
    return () => document.removeEventListener("pointerdown", notePress, { capture: true });
  }, []);
  useEffect(() => {
    if (serverToast) showToast(serverToast);
  }, [serverToast]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion
        position="bottom-left"
        closeButton
        duration={FADES_AFTER_MS}
        toastOptions={{ classNames: { toast: "font-sans", title: "text-base", description: "text-sm" } }}
      />
    </Suspense>
  );
}
