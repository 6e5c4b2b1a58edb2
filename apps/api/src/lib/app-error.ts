import type { ErrorKey } from '@shop/shared';

/**
 * The one error type of the API: a catalogue key and the values for its message; `cause` keeps
 * what went wrong underneath (a payment provider's answer) for the log, never for the shopper.
 */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params: Record<string, string | number> = {},
    cause?: unknown,
  ) {
    super(key, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
  }
}
