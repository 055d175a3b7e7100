import { describe, expect, it } from 'vitest';
import { liveView } from './live-view';

const english = {
  title: 'Rooms',
  nested: { save: 'Save', steps: ['One', 'Two'] },
  count: (n: number) => `${n} rooms`,
  codes: { ROOM_FULL: 'Full', BED_TAKEN: (name: string) => `${name} has it` },
};
const hindi: typeof english = {
  title: 'कमरे',
  nested: { save: 'सहेजें', steps: ['एक', 'दो'] },
  count: (n) => `${n} कमरे`,
  codes: { ROOM_FULL: 'भरा', BED_TAKEN: (name) => `${name} का है` },
};

function switchable() {
  let current = english;
  return { view: liveView(() => current), use: (next: typeof english) => (current = next) };
}

describe('liveView', () => {
  it('reads texts from the object current at the time of reading', () => {
    const { view, use } = switchable();
    expect(view.title).toBe('Rooms');
    use(hindi);
    expect(view.title).toBe('कमरे');
  });

  it('keeps parts and builders read before a switch live, as module constants hold them', () => {
    const { view, use } = switchable();
    const nested = view.nested;
    const count = view.count;
    const codes = view.codes;
    use(hindi);
    expect(nested.save).toBe('सहेजें');
    expect(count(3)).toBe('3 कमरे');
    expect(codes.BED_TAKEN('Asha')).toBe('Asha का है');
  });

  it('answers arrays as arrays: length, map, join, spreading, Array.isArray', () => {
    const { view, use } = switchable();
    const steps = view.nested.steps;
    use(hindi);
    expect(Array.isArray(steps)).toBe(true);
    expect(steps).toHaveLength(2);
    expect(steps.map((step) => step.length)).toEqual([2, 2]);
    expect(steps.join(', ')).toBe('एक, दो');
    expect([...steps]).toEqual(['एक', 'दो']);
  });

  it('answers key questions as a plain object does: keys, entries, hasOwn, in', () => {
    const { view, use } = switchable();
    const codes = view.codes;
    use(hindi);
    expect(Object.keys(codes)).toEqual(['ROOM_FULL', 'BED_TAKEN']);
    expect(Object.entries(view.nested)[0]).toEqual(['save', 'सहेजें']);
    expect(Object.hasOwn(codes, 'ROOM_FULL')).toBe(true);
    expect(Object.hasOwn(codes, 'toString')).toBe(false);
    expect('BED_TAKEN' in codes).toBe(true);
    expect(typeof codes.BED_TAKEN).toBe('function');
  });

  it('gives one view per part, so a part compares equal to itself across reads', () => {
    const { view } = switchable();
    expect(view.nested).toBe(view.nested);
    expect(view.count).toBe(view.count);
  });

  it('is read-only', () => {
    const { view } = switchable();
    expect(() => {
      (view as { title: string }).title = 'changed';
    }).toThrow(TypeError);
    expect(view.title).toBe('Rooms');
  });
});
