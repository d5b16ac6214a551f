import { Component, type ReactNode } from 'react';
import { SERVICE_ERRORS } from '../lib/resolve-service.ts';
import { ServiceError } from './ServiceError.tsx';

/** The service's details failed to load or render: logged to the console, error card shown. */
export class ServiceErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ServiceError message={SERVICE_ERRORS.failed} /> : this.props.children;
  }
}
