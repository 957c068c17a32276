import { ConsoleLogger, type LogLevel as NestLogLevel } from '@nestjs/common';
import type { LogLevel } from '../config/app-config.js';

const NEST_LEVELS: Record<LogLevel, NestLogLevel[]> = {
  silent: [],
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  trace: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/** Nest's own messages (boot, module wiring) as JSON lines, at the same LOG_LEVEL as requests. */
export function nestLogger(level: LogLevel): ConsoleLogger | false {
  const logLevels = NEST_LEVELS[level];
  return logLevels.length === 0 ? false : new ConsoleLogger({ json: true, logLevels });
}
