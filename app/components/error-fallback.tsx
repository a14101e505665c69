import { Component, type ErrorInfo, type ReactNode } from "react";

/** requirements §8's local crash screen, shown in place of the widget that failed. */
export function LocalErrorFallback() {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-6 text-center">
      <p className="text-lg font-semibold text-red-800">Something went wrong.</p>
      <p className="mt-1 text-slate-700">Please try refreshing the page.</p>
      <button type="button" className="btn-primary mt-4" onClick={() => window.location.reload()}>
        Refresh Page
      </button>
    </div>
  );
}

/**
 * Wrap any widget (carousel, form, counter…) so a crash inside it shows the
 * local fallback instead of taking the whole page down.
 */
export class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Widget crashed", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <LocalErrorFallback /> : this.props.children;
  }
}
