import { PASSWORD_ESTIMATED_LENGTH, PASSWORD_MIN_SCORE, passwordUserInputs } from '@nivas/domain';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { AppError } from '../../errors';

interface Estimator {
  zxcvbn: ZxcvbnFactory;
  common: Set<string>;
}

let estimator: Promise<Estimator> | undefined;

/**
 * zxcvbn-ts with its common-password list (about 49,000 passwords from breaches) and English
 * words, names and Wikipedia terms: all shipped in the npm packages, nothing fetched. Loaded on
 * the first password set (about 0.2 s), so starting the server does not wait for it.
 */
function loadEstimator(): Promise<Estimator> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return {
      zxcvbn: new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
        // The default (100) lets a password full of l33t characters take a second of CPU;
        // 10 still finds "P@ssw0rd!" and keeps the worst case near 0.1 s.
        l33tMaxSubstitutions: 10,
        maxLength: PASSWORD_ESTIMATED_LENGTH,
      }),
      common: new Set(common.dictionary['passwords-common'] as string[]),
    };
  })();
  return estimator;
}

/**
 * Refuses a new password that is on the common-password list, or that the estimator scores
 * below PASSWORD_MIN_SCORE, with a 400 saying what to do instead. `userInputs` (the owner's
 * name, email, PG name, phone) count as known words, so "SunrisePG2024" for Sunrise PG is weak.
 */
export async function assertStrongPassword(
  password: string,
  userInputs: string[],
  label = 'Password',
): Promise<void> {
  const { zxcvbn, common } = await loadEstimator();
  if (common.has(password.toLowerCase())) {
    throw new AppError(
      'COMMON_PASSWORD',
      `${label} is one of the most common passwords. Choose another: three or four unrelated words make a strong one.`,
    );
  }
  const result = await zxcvbn.check(password, passwordUserInputs(userInputs));
  if (result.score < PASSWORD_MIN_SCORE) {
    throw new AppError(
      'WEAK_PASSWORD',
      `${label} is too easy to guess. Make it longer: three or four unrelated words, or add uncommon words, numbers and symbols.`,
    );
  }
}
