import { useEffect, useState } from 'react';
import { SCROLL_INDICATOR_MS } from '@/config/constants';

/** True for SCROLL_INDICATOR_MS after each scroll; always false when disabled. */
export function useScrollingIndicator(enabled: boolean): boolean {
  const [scrolling, setScrolling] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let timer: number | undefined;
    const onScroll = () => {
      setScrolling(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setScrolling(false), SCROLL_INDICATOR_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
    };
  }, [enabled]);

  return enabled && scrolling;
}
