import { Button, IconAlert, IconRefresh } from '@speakwell/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { REMOTE_TITLES, type RemoteName } from './remote-routes.js';
import { reportRemote } from './remote-reports.js';
import { asIncompatible, isRemoteUnavailable } from './remote-unavailable-error.js';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a remote that cannot load or throws while rendering, and keeps the failure inside
 * the content area: the sidebar and every other route keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[speakwell] the ${this.props.remote} remote failed`, error, info.componentStack);
    // A failed load was reported by the loader; an error thrown while rendering is reported here.
    if (!isRemoteUnavailable(error)) reportRemote(this.props.remote, 'render_error');
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const title = REMOTE_TITLES[this.props.remote];
    const unreachable = isRemoteUnavailable(error);
    const incompatible = asIncompatible(error);
    return (
      <div role="alert" className="mx-auto mt-10 max-w-lg animate-fade-in rounded-2xl border border-amber-200 bg-white p-8 text-center shadow-card">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <IconAlert className="size-6" />
        </div>
        <h1 className="text-lg font-semibold text-ink-900">{title} is unavailable right now</h1>
        <p className="mt-2 text-sm text-ink-500">
          {incompatible
            ? `This version of ${title} needs ${incompatible.pkg} ${incompatible.needs}, but this page has ${incompatible.pkg} ${incompatible.has}. The rest of the app still works.`
            : unreachable
              ? 'This part of Speakwell could not be loaded. The rest of the app still works.'
              : 'Something went wrong while showing this page.'}
        </p>
        <Button className="mt-6" onClick={this.props.onRetry}>
          <IconRefresh className="size-4" />
          Retry
        </Button>
      </div>
    );
  }
}
