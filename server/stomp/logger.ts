/** The slice of a pino logger the broker uses; a pino instance fits as is. */
type LogFn = (fields: object, message?: string) => void;

export interface BrokerLogger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}
