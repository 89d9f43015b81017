import { commonMessages } from "@guilda/shared/messages/common";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { TriangleAlert } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

type State = { hasError: boolean };

/** Last-resort screen, e.g. when a new release removed the code chunk this tab still expects. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Unhandled render error", error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <TriangleAlert className="size-10 text-destructive-text" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{commonMessages.genericError}</h1>
        <Button onClick={() => window.location.reload()}>{webShellMessages.retry}</Button>
      </div>
    );
  }
}
