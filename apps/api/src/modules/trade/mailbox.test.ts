import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox.ts';

describe('mailboxOf', () => {
  it.each([
    ['ann@example.test', 'ann@example.test'],
    ['Ann@Example.TEST', 'ann@example.test'],
    ['ann+shop@example.test', 'ann@example.test'],
    ['ann+a+b@example.test', 'ann@example.test'],
    ['a.nn@example.test', 'a.nn@example.test'],
    ['A.nn+x@Gmail.com', 'ann@gmail.com'],
    ['a.n.n@googlemail.com', 'ann@gmail.com'],
    ['+only-a-tag@example.test', '+only-a-tag@example.test'],
  ])('%s delivers to %s', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });
});
