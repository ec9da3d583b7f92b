import { Component, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScreenLoadTimeoutError } from './lazyScreen';

function ScreenLoadError({ error }: { error: Error }) {
  const { t } = useTranslation();
  const timedOut = error instanceof ScreenLoadTimeoutError;
  return (
    <Result
      status="error"
      data-testid="screen-error"
      title={timedOut ? t('errors.screenLoadTimeout') : t('errors.screenLoadFailed')}
      subTitle={t('errors.screenLoadHint')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

interface Props {
  /** The error clears when this changes (the location), so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  failedAt: string | null;
}

/** Catches a screen that failed to load or render and shows an error in its place. */
export class ScreenBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.failedAt === null) return { failedAt: props.resetKey };
    if (state.error && state.failedAt !== props.resetKey) return { error: null, failedAt: null };
    return null;
  }

  override render() {
    if (this.state.error) return <ScreenLoadError error={this.state.error} />;
    return this.props.children;
  }
}
