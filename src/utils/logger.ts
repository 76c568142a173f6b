import { LOG_BUFFER_BYTES } from '../constants';

export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';
const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

export interface LogEntry {
  level: Exclude<LogLevel, 'silent'>;
  message: string;
  time: number;
}

export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  debug(message: string, detail?: unknown): void;
  /** Recent entries at every level, newest last, kept to about 1 MB for bug reports. */
  entries(): readonly LogEntry[];
}

export function createLogger(level: LogLevel): Logger {
  const buffer: LogEntry[] = [];
  let bufferBytes = 0;

  function log(entryLevel: LogEntry['level'], message: string, detail: unknown) {
    const text = detail === undefined ? message : `${message} ${describe(detail)}`;
    buffer.push({ level: entryLevel, message: text, time: Date.now() });
    bufferBytes += text.length * 2;
    while (bufferBytes > LOG_BUFFER_BYTES && buffer.length > 1) {
      bufferBytes -= (buffer.shift()?.message.length ?? 0) * 2;
    }
    if (RANK[entryLevel] <= RANK[level]) {
      // biome-ignore lint/suspicious/noConsole: the logger is the one place that writes to the console
      console[entryLevel](`[redux-wallet-modal] ${message}`, ...(detail === undefined ? [] : [detail]));
    }
  }

  return {
    error: (message, detail) => log('error', message, detail),
    warn: (message, detail) => log('warn', message, detail),
    info: (message, detail) => log('info', message, detail),
    debug: (message, detail) => log('debug', message, detail),
    entries: () => buffer,
  };
}

function describe(detail: unknown): string {
  if (detail instanceof Error) return detail.message;
  try {
    return JSON.stringify(detail) ?? String(detail);
  } catch {
    return String(detail);
  }
}
