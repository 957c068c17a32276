import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.js': 'application/javascript', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html' };

/**
 * A second origin serving one remote's build, as a CDN would: CORS on every file. It can be
 * stopped and started again to play a remote that goes down and comes back: the first start
 * takes a port the OS picks, later starts the same one (the API was told that origin).
 */
export class StaticRemoteServer {
  private server: Server | null = null;
  private port = 0;
  readonly requests: string[] = [];

  constructor(public root: string) {}

  get origin(): string {
    if (!this.port) throw new Error('start() the server first: its port is picked when it starts');
    return `http://127.0.0.1:${this.port}`;
  }

  get manifestUrl(): string {
    return `${this.origin}/mf-manifest.json`;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => void this.serve(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (typeof address === 'object' && address) this.port = address.port;
    this.server = server;
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
    this.requests.push(path);
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cache-Control', 'no-cache');
    try {
      const body = await readFile(join(this.root, path));
      response.setHeader('Content-Type', TYPES[extname(path)] ?? 'application/octet-stream');
      response.end(body);
    } catch {
      response.statusCode = 404;
      response.end('not found');
    }
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
