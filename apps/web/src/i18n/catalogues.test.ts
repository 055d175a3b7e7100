import { ERROR_CODES } from '@nivas/domain';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hi } from './hi';
import { englishWordsIn } from './loan-words';

type Tree = Record<string, unknown>;

/** Every leaf of a catalogue with its path; the number and date formats are tested apart. */
function* leaves(tree: unknown, path: string[] = []): Generator<[string, unknown]> {
  if (typeof tree === 'object' && tree !== null && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) {
      if (path.length === 0 && (key === 'format' || key === 'validation')) continue;
      yield* leaves(value, [...path, key]);
    }
  } else if (Array.isArray(tree)) {
    for (const [index, value] of tree.entries()) yield* leaves(value, [...path, String(index)]);
  } else {
    yield [path.join('.'), tree];
  }
}

/** A text and a text builder are the same kind of value: a code's words may be either. */
const kindOf = (value: unknown) =>
  typeof value === 'function' || typeof value === 'string' ? 'text' : typeof value;

const valueAt = (tree: unknown, path: string) =>
  path.split('.').reduce<unknown>((value, key) => (value as Tree | undefined)?.[key], tree);

/**
 * A stand-in for any argument a text builder takes: a number where one is counted (3), a
 * Hindi word where one is written, and an object whose every field is the same.
 */
const anything: unknown = new Proxy(() => undefined, {
  get: (_, property) =>
    property === Symbol.toPrimitive ? (hint: string) => (hint === 'string' ? 'रवि' : 3) : anything,
});

/** What a leaf shows: the text, or what its builder makes of any arguments. */
function shown(value: unknown): string {
  if (typeof value === 'function') {
    return String(
      (value as (...args: unknown[]) => unknown)(anything, anything, anything, anything),
    );
  }
  return String(value);
}

describe('the Hindi catalogue', () => {
  it('has a value for every key of the English one, of the same kind', () => {
    const missing: string[] = [];
    for (const [path, english] of leaves(en)) {
      const hindi = valueAt(hi, path);
      if (kindOf(hindi) !== kindOf(english) || hindi === '') missing.push(path);
    }
    expect(missing).toEqual([]);
    // And nothing the English one lacks (a key left behind after a rename).
    const extra = [...leaves(hi)].filter(([path]) => valueAt(en, path) === undefined);
    expect(extra.map(([path]) => path)).toEqual([]);
  });

  it('leaves nothing in English but the allowed loan words and names', () => {
    const english = [...leaves(hi)]
      .map(([path, value]) => [path, englishWordsIn(shown(value))] as const)
      .filter(([, words]) => words.length > 0);
    expect(Object.fromEntries(english)).toEqual({});
  });
});

describe('error codes', () => {
  it.each(ERROR_CODES)('%s has words in English and in Hindi', (code) => {
    for (const catalogue of [en, hi]) {
      const entry = catalogue.errors.codes[code];
      const text = typeof entry === 'string' ? entry : entry({});
      expect(text.trim().length, `${code}`).toBeGreaterThan(0);
    }
    const hindi = hi.errors.codes[code];
    const text = typeof hindi === 'string' ? hindi : hindi({ serverText: 'Room 101 is full' });
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(englishWordsIn(text)).toEqual([]);
  });

  it('English shows the server’s own words where they say more; Hindi never does', () => {
    const detailed = { serverText: 'Room 101 on Floor 1 is at full capacity' };
    const english = en.errors.codes.ROOM_FULL;
    const hindi = hi.errors.codes.ROOM_FULL;
    expect(typeof english === 'string' ? english : english(detailed)).toBe(detailed.serverText);
    expect(typeof hindi === 'string' ? hindi : hindi(detailed)).toBe('यह कमरा पूरा भरा है');
  });

  it('names the tenant a duplicate matches, in Hindi too', () => {
    const duplicate = { name: 'Asha Rao', match: 'phone' as const };
    const hindi = hi.errors.codes.DUPLICATE_TENANT;
    expect(typeof hindi === 'string' ? hindi : hindi({ duplicate })).toBe(
      'Asha Rao का फ़ोन नंबर यही है',
    );
  });
});

describe('numbers, dates and plurals', () => {
  it('groups digits the Indian way in both languages', () => {
    expect(en.format.number(1234567)).toBe('12,34,567');
    expect(hi.format.number(1234567.5)).toBe('12,34,567.5');
    expect(hi.pager.status(2, 5, 123456)).toBe('पन्ना 2 / 5 · कुल 1,23,456 रिकॉर्ड');
  });

  it('writes dates with Hindi month names, and English ones as the domain does', () => {
    expect(hi.format.date('2026-11-22')).toBe('22 नवंबर 2026');
    expect(hi.format.date('2026-09-01T10:00:00.000Z')).toBe('1 सितंबर 2026');
    expect(hi.format.monthYear(2, 2027)).toBe('फ़रवरी 2027');
    expect(en.format.date('2026-09-01')).toBe('1 Sep 2026');
    expect(en.format.monthYear(11, 2026)).toBe('November 2026');
    const evening = new Date(2026, 10, 23, 17, 40);
    expect(hi.format.dateTime(evening)).toBe('23 नवंबर 2026 को 17:40 बजे');
    expect(en.format.dateTime(evening)).toBe('23 Nov 2026, 5:40 pm');
  });

  it('chooses plural forms by the language’s rules', () => {
    expect(en.rents.daysOverdue(1)).toBe('1 day overdue');
    expect(en.rents.daysOverdue(4)).toBe('4 days overdue');
    expect(hi.dashboard.cards.roomsEmpty(1, 10)).toBe('10 में से 1 कमरा खाली');
    expect(hi.dashboard.cards.roomsEmpty(3, 10)).toBe('10 में से 3 कमरे खाली');
  });
});
