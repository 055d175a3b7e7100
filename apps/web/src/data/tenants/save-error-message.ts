import { HTTPError } from 'ky';
import { serverErrorMessage } from '@/api/errors';
import { t } from '@/i18n';

/**
 * SPEC §8: a refused save shows the server's error ('Room 101 on Floor 1 is at full capacity'),
 * else the refusal's own words ('Failed to add tenant'); a save that failed without an answer
 * from the server reads 'Failed to save tenant'.
 */
export function saveErrorMessage(error: unknown, refused: string): string {
  return serverErrorMessage(
    error,
    error instanceof HTTPError ? refused : t.tenants.toasts.saveFailed,
  );
}
