import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { PROGRESS_START_PERCENT } from '@/config/constants';
import { useIsRequestInFlight, useMeasuredProgress } from '@/lib/request-activity';
import { useIsNavigating } from '@/lib/navigation-activity';

const FINISH_HIDE_DELAY_MS = 300;
/** Only a wait a user notices is announced: quick list refreshes stay silent for screen readers. */
const ANNOUNCE_AFTER_MS = 1000;

type Phase = 'idle' | 'running' | 'finishing';

/**
 * Top bar: jumps to 60% when requests start (or a navigation, until its screen is on the page),
 * runs to 100% when they finish, then hides. A request that measures its progress (an upload) shows
 * that instead of 60%.
 */
export function ProgressBar() {
  const measured = useMeasuredProgress();
  const requesting = useIsRequestInFlight() || measured !== null;
  const busy = useIsNavigating() || requesting;
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

  const percent = phase === 'running' ? (measured ?? PROGRESS_START_PERCENT) : 100;
  return (
    <>
      <SlowLoadStatus busy={busy} />
      {phase === 'idle' ? null : (
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
      )}
    </>
  );
}

/**
 * A polite live region, always in the page so assistive technology registers it: says 読み込み中です
 * once a request has run for a second, and clears when it ends. It never takes focus.
 */
function SlowLoadStatus({ busy }: { busy: boolean }) {
  const [slow, setSlow] = useState(false);
  const [wasBusy, setWasBusy] = useState(busy);
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (!busy) setSlow(false);
  }
  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => setSlow(true), ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  return (
    // aria-live without role="status": the pages' own status messages stay the only status role.
    <Box aria-live="polite" aria-atomic="true" data-testid="load-status" srOnly>
      {slow ? '読み込み中です' : ''}
    </Box>
  );
}
