import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from './errors';
import { readAnswer, readData } from './read-answer';

describe('an answer of the API, read by its envelope', () => {
  it('gives the data of a success answer, a record or a list as asked', () => {
    expect(readData({ success: true, data: { _id: 'r1' } }, 'record')).toEqual({ _id: 'r1' });
    expect(readData({ success: true, data: [{ _id: 'r1' }] }, 'list')).toEqual([{ _id: 'r1' }]);
    expect(readData({ success: true, data: [] }, 'list')).toEqual([]);
  });

  it('keeps what an answer carries beside its data', () => {
    const answer = { success: true, data: [], pagination: { page: 2 } } as const;
    expect(readAnswer<typeof answer>(answer, 'list').pagination).toEqual({ page: 2 });
    expect(readAnswer({ success: true, revoked: 3 })).toEqual({ success: true, revoked: 3 });
  });

  it.each([
    ['a page of HTML from a proxy', '<!doctype html><title>Sign in to the Wi-Fi</title>'],
    ['nothing', null],
    ['a list where the envelope should be', [{ success: true, data: [] }]],
    ['a failure', { success: false, error: 'Server error', code: 'INTERNAL' }],
    ['success as the word "true"', { success: 'true', data: [] }],
    ['no data', { success: true }],
  ])('refuses %s', (_, body) => {
    expect(() => readData(body, 'list')).toThrow(InvalidResponseError);
  });

  it('refuses a record where a list is promised, and a list where a record is', () => {
    expect(() => readData({ success: true, data: { _id: 'r1' } }, 'list')).toThrow(
      InvalidResponseError,
    );
    expect(() => readData({ success: true, data: [] }, 'record')).toThrow(InvalidResponseError);
    expect(() => readData({ success: true, data: null }, 'record')).toThrow(InvalidResponseError);
  });

  it('reads an answer with no data by its success alone', () => {
    expect(() => readAnswer({ success: false })).toThrow(InvalidResponseError);
    expect(readAnswer({ success: true, url: 'https://x' })).toEqual({
      success: true,
      url: 'https://x',
    });
  });
});
