import type { ErrorKey } from '@shop/shared';

/** The one error type of the API: a catalogue key and the values for its message. */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}
