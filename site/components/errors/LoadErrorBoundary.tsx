import { Component, type ReactNode } from 'react';

interface LoadErrorBoundaryProps {
  /** The error card shown instead of the page. */
  fallback: ReactNode;
  /** What the console line says before the error (the spec's message, where it names one). */
  logMessage?: string;
  children: ReactNode;
}

/** A detail page whose data failed to load or render: logged to the console, error card shown. */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (this.props.logMessage === undefined) console.error(error);
    else console.error(this.props.logMessage, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
