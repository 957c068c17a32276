import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { helmetHeaders, PERMISSIONS_POLICY } from './security-headers.js';

const ANSWERS: Record<number, { error: string; code: string }> = {
  400: { error: 'Bad request', code: 'BAD_REQUEST' },
  408: { error: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' },
  431: { error: 'Request headers are too large', code: 'REQUEST_HEADERS_TOO_LARGE' },
};

/** The headers helmet sets with these options (the same ones securityHeadersHook sets on every reply), as header lines. */
function helmetHeaderLines(options: FastifyHelmetOptions): string {
  const headers = new Map(helmetHeaders(options).set.map(([name, value]) => [name.toLowerCase(), value]));
  headers.set('permissions-policy', PERMISSIONS_POLICY);
  headers.set('cache-control', 'no-store');
  return [...headers].map(([name, value]) => `${name}: ${value}\r\n`).join('');
}

/**
 * Fastify's `clientErrorHandler`: a request Node cannot even parse (headers too large, a
 * malformed request line or header, a timeout) is answered on the socket before any hook runs.
 * This writes it with the same security headers as every other reply, in the API's error shape.
 */
export function clientErrorHandler(options: FastifyHelmetOptions): (error: NodeJS.ErrnoException, socket: Socket) => void {
  const headerLines = helmetHeaderLines(options);
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({ ...ANSWERS[status], statusCode: status });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${headerLines}Connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
