/**
 * Runs `settle` now and again after each change under `root` until it reports done (true) or
 * `waitMs` has passed: for acting on an element that a lazy screen or an answer still on its way
 * will render. Returns a function that stops waiting.
 */
export function untilSettled(settle: () => boolean, waitMs: number, root: Node = document.body): () => void {
  if (settle()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-invalid', 'disabled'],
  });
  return stop;
}
