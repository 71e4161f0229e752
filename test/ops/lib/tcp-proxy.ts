import net from 'node:net';

/** Relays `from` to `to`, each chunk (and the end) `ms` later, in order. */
function relayLater(from: net.Socket, to: net.Socket, ms: number): void {
  from.on('data', (chunk: Buffer) => setTimeout(() => to.write(chunk), ms));
  from.on('end', () => setTimeout(() => to.end(), ms));
}

/**
 * A loopback TCP proxy: down() drops every connection and refuses new ones (PostgreSQL "stops"),
 * up() listens again on the same port (it "returns"). With `delayMs`, every chunk arrives that much
 * later in each direction: a server across a network (the upload bench's object storage).
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly target: { host: string; port: number },
    private readonly delayMs = 0,
  ) {}

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      if (this.delayMs > 0) {
        relayLater(client, upstream, this.delayMs);
        relayLater(upstream, client, this.delayMs);
      } else {
        client.pipe(upstream).pipe(client);
      }
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
