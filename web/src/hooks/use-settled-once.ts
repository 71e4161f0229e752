import { useState } from 'react';

/**
 * False until `settled` is first true, then true for good: a page shows what sits below its first
 * answer (the evaluator form under a list of links) only once that answer is in, so the answer does
 * not push it down when it arrives (layout shift), and later reloads do not hide it again.
 */
export function useSettledOnce(settled: boolean): boolean {
  const [seen, setSeen] = useState(settled);
  // Adjusting state while rendering: React renders again at once, before anything is painted.
  if (settled && !seen) setSeen(true);
  return seen || settled;
}
