import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ScreenErrorBoundaryProps {
  /** The location: a new one clears a shown error, so the links around it keep working. */
  resetKey: string;
  children: ReactNode;
}

interface ScreenErrorBoundaryState {
  failed: boolean;
  /** The resetKey the state belongs to. */
  key: string;
}

/**
 * What a visitor sees when a screen cannot be shown: its code did not load (offline, or a release
 * replaced the files an open tab still names and the automatic reload, reloadForRelease, could not
 * help) or, rarely, a bug. The rest of the layout stays usable.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: ScreenErrorBoundaryProps, state: ScreenErrorBoundaryState) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<ScreenErrorBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack gap="4">
        <Heading as="h1" size="lg">
          ページを表示できませんでした
        </Heading>
        <Text>通信状況を確認して、ページを再読み込みしてください。</Text>
        <Button alignSelf="flex-start" colorPalette="blue" onClick={() => window.location.reload()}>
          再読み込み
        </Button>
      </Stack>
    );
  }
}
