import { Button, Center, Stack, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '@/i18n';

interface TProps {
  /** Changing it (the pathname) clears the error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface TState {
  error: unknown;
  key: string;
}

/**
 * Last line of defence for a screen that throws while rendering or fails to load its chunk
 * (typically after a deploy replaced the files): offer a reload instead of a blank page.
 */
export class RouteErrorBoundary extends Component<TProps, TState> {
  override state: TState = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<TState> {
    return { error };
  }

  static getDerivedStateFromProps(props: TProps, state: TState): Partial<TState> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Center mih="60dvh" p="md">
        <Stack align="center" gap="md">
          <Text>{i18n.t('app.routeError')}</Text>
          <Button onClick={() => window.location.reload()}>{i18n.t('app.reload')}</Button>
        </Stack>
      </Center>
    );
  }
}
