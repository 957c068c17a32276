import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One port in front of several API replicas, as a load balancer: each request goes to the next
 * replica in turn. Listens on an OS-assigned port.
 */
export class ReplicaProxy {
  private server: Server | null = null;
  private next = 0;
  /** Which replica answered each request, by index. */
  readonly answeredBy: number[] = [];

  constructor(private readonly replicas: string[]) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  start(): Promise<void> {
    this.server = createServer((incoming, outgoing) => {
      const index = this.next++ % this.replicas.length;
      this.answeredBy.push(index);
      const target = new URL(incoming.url ?? '/', this.replicas[index]);
      const forwarded = request(target, { method: incoming.method, headers: { ...incoming.headers, host: target.host } }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      forwarded.on('error', () => outgoing.writeHead(502).end());
      incoming.pipe(forwarded);
    });
    return new Promise((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }
}
