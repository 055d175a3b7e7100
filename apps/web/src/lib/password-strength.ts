import { PASSWORD_ESTIMATED_LENGTH, passwordUserInputs } from '@nivas/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/**
 * The same estimator, dictionaries and settings as the server's check
 * (apps/api/src/modules/auth/password-strength.ts), so the meter says what the server will
 * decide. Several hundred kilobytes of word lists: only ever loaded with `import()`, when
 * someone types a new password, never with the first screen.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  l33tMaxSubstitutions: 10,
  maxLength: PASSWORD_ESTIMATED_LENGTH,
});
const commonPasswords = new Set(common.dictionary['passwords-common'] as string[]);

export interface PasswordStrength {
  /** zxcvbn's 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  /** On the list of the most common passwords: refused whatever its score. */
  isCommon: boolean;
}

export async function estimatePasswordStrength(
  password: string,
  userInputs: string[],
): Promise<PasswordStrength> {
  const { score } = await zxcvbn.check(password, passwordUserInputs(userInputs));
  return { score, isCommon: commonPasswords.has(password.toLowerCase()) };
}
