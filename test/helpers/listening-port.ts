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
