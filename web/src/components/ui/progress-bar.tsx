import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { PROGRESS_START_PERCENT } from '@/config/constants';
import { useIsRequestInFlight } from '@/lib/request-activity';

const FINISH_HIDE_DELAY_MS = 300;

type Phase = 'idle' | 'running' | 'finishing';

/** Top bar: jumps to 60% when requests start, runs to 100% when they finish, then hides. */
export function ProgressBar() {
  const busy = useIsRequestInFlight();
  const [phase, setPhase] = useState<Phase>('idle');
  const [wasBusy, setWasBusy] = useState(busy);

  // Derive the phase from busy transitions during render (no effect cascade).
  if (busy !== wasBusy) {
    setWasBusy(busy);
    setPhase(busy ? 'running' : 'finishing');
  }

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = window.setTimeout(() => setPhase('idle'), FINISH_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  const percent = phase === 'running' ? PROGRESS_START_PERCENT : 100;
  return (
    <Box
      role="progressbar"
      aria-label="読み込み中"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      position="fixed"
      top="0"
      left="0"
      height="3px"
      width={`${percent}%`}
      bg="blue.500"
      zIndex="toast"
      transition="width 0.2s ease-out"
    />
  );
}
