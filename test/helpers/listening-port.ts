/**
 * The port a portal started with PORT=0 listens on, from its output: the `listening <port>` log line
 * (production), or the banner's `http://localhost:<port>/` (development, and older builds). Null
 * until it has said so. The kernel then picks the port as it binds it: a port chosen beforehand
 * could be taken meanwhile (by the embedded PostgreSQL the portal starts first, among others).
 */
export function listeningPort(output: string): number | null {
  const match = /listening (\d+)|localhost:(\d+)/.exec(output);
  return match ? Number(match[1] ?? match[2]) : null;
}

/**
 * Waits until a portal process's output names the port it listens on. Rejects, with the output so
 * far, when the process exits first or `timeoutMs` passes.
 */
export function waitForListeningPort(
  output: () => string,
  exited: Promise<unknown>,
  timeoutMs: number,
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const settle = (outcome: () => void) => {
      clearInterval(poll);
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(new Error(`portal did not listen in ${timeoutMs / 1000} s:\n${output()}`))),
      timeoutMs,
    );
    void exited.then((code) => settle(() => reject(new Error(`portal exited with ${code}:\n${output()}`))));
    const poll = setInterval(() => {
      const port = listeningPort(output());
      if (port !== null) settle(() => resolve(port));
    }, 50);
  });
}
