import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForNewDeploy } from './chunkRetry.ts';
import { siteMessages } from './language/siteMessages.ts';

interface Props {
  children: ReactNode;
  /** Called by "Try again" after a screen that failed to render: the parent makes a fresh lazy screen and remounts. */
  onRetry: () => void;
}
interface State {
  error: unknown;
}

/** Catches a screen that failed to load or render and offers a retry instead of a blank page. */
export class ScreenBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadOnceForNewDeploy(window.location, safeSessionStorage())) return;
    console.error('ticketkit: a screen failed', error, info.componentStack);
  }

  retry = () => {
    // A module that failed to load stays failed for the life of the document (Chromium answers a
    // second import of it from its module map, without asking the network), so only a new
    // document loads it again.
    if (isChunkLoadError(this.state.error)) {
      window.location.reload();
      return;
    }
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <ScreenError chunk={isChunkLoadError(error)} onRetry={this.retry} />;
  }
}

function ScreenError({ chunk, onRetry }: { chunk: boolean; onRetry: () => void }) {
  const t = siteMessages.useT();
  return (
    <section className="site-status" role="alert" aria-labelledby="screen-error-title">
      <span className="site-status-icon" aria-hidden="true">
        !
      </span>
      <h1 id="screen-error-title">{t(chunk ? 'screenError.chunkTitle' : 'screenError.title')}</h1>
      <p>{t(chunk ? 'screenError.chunkBody' : 'screenError.body')}</p>
      <div className="site-actions">
        <button type="button" className="site-button" onClick={onRetry}>
          {t('screenError.retry')}
        </button>
        <a className="site-button site-button--quiet" href="/">
          {t('screenError.home')}
        </a>
      </div>
    </section>
  );
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
