import { validationMessage, type Language } from '@shop/shared';
import type { TFunction } from 'i18next';

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  format?: string;
}

interface Parser {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: Issue[] } };
}

/**
 * The first problem of each field, in the user's language: the shop's own "required" text, else
 * the shared contract's message (the same the server would answer).
 */
export function fieldErrors(schema: Parser, values: unknown, t: TFunction, language: string): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field]) continue;
    const value = (values as Record<string, unknown>)[field];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    errors[field] = empty ? t('fieldRequired') : `${t(`form.${field}`)}: ${validationMessage(issue, language as Language)}`;
  }
  return errors;
}
