import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A host that accepts connections and never answers (OS-assigned port). */
export class SilentHost {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  start(): Promise<void> {
    this.server = createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    return new Promise((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server?.close(() => resolve()));
  }
}
