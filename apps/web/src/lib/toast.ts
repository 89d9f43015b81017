import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | undefined;

/**
 * The toast library loads after the first paint (it is not needed to draw any page), so it
 * stays out of the initial JavaScript. Calls made before it arrives are shown once it does.
 */
export function loadToasts(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Called by the toaster once it is on screen: toasts sent earlier were waiting for it. */
export function toasterMounted() {
  markMounted();
}

type Kind = "message" | "success" | "error";

function show(kind: Kind, title: string, options?: ExternalToast) {
  void Promise.all([loadToasts(), mounted])
    .then(([sonnerModule]) => sonnerModule)
    .then(({ toast: t }) => (kind === "message" ? t(title, options) : t[kind](title, options)));
}

/** Same calls as sonner's `toast`: `toast(title)`, `toast.success(...)`, `toast.error(...)`. */
export const toast = Object.assign(
  (title: string, options?: ExternalToast) => show("message", title, options),
  {
    success: (title: string, options?: ExternalToast) => show("success", title, options),
    error: (title: string, options?: ExternalToast) => show("error", title, options),
  },
);
