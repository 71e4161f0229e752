import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LOADING_OVERLAY_OPACITY } from '@/config/constants';
import { useIsRequestInFlight } from '@/lib/request-activity';

/** Dims the content (opacity 0.2 veil) and blocks clicks while requests are in flight. */
export function LoadingOverlay({ children }: { children: ReactNode }) {
  const busy = useIsRequestInFlight();
  return (
    <Box position="relative" aria-busy={busy}>
      {children}
      {busy ? (
        <Box
          data-testid="loading-overlay"
          position="absolute"
          inset="0"
          bg="gray.500"
          opacity={LOADING_OVERLAY_OPACITY}
          zIndex="overlay"
          cursor="progress"
        />
      ) : null}
    </Box>
  );
}
