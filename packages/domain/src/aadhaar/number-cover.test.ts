import { describe, expect, it } from 'vitest';
import { numberCovers, type ReadLine, type TextBox } from './number-cover';

/**
 * A line as a recogniser gives it: words laid out left to right from x = 100, each character
 * 20 px wide and a space 20 px, 40 px tall at y = 300.
 */
function line(text: string, options: { words?: boolean } = {}): ReadLine {
  const words = [];
  let x = 100;
  for (const part of text.split(' ')) {
    words.push({ text: part, box: { left: x, top: 300, width: part.length * 20, height: 40 } });
    x += part.length * 20 + 20;
  }
  return {
    text,
    box: { left: 100, top: 300, width: text.length * 20, height: 40 },
    words: options.words === false ? [] : words,
  };
}

const right = (box: TextBox) => box.left + box.width;
/** Whether the box covers [from, to] across and the line's height. */
const covers = (box: TextBox, from: number, to: number) =>
  box.left <= from && right(box) >= to && box.top <= 300 && box.top + box.height >= 340;

describe('numberCovers', () => {
  it('covers the first two groups of a number read in fours, and stops before the third', () => {
    const [cover, ...rest] = numberCovers([line('2345 6789 0124')], '0124');
    expect(rest).toEqual([]);
    // '2345' is 100–180, '6789' 200–280, '0124' starts at 300.
    expect(covers(cover!, 100, 280)).toBe(true);
    expect(right(cover!)).toBeLessThanOrEqual(300);
  });

  it('covers eight of twelve digits read as one word, by their share of its width', () => {
    const [cover] = numberCovers([line('234567890124')], '0124');
    // The ninth digit begins at 100 + 8 × 20.
    expect(covers(cover!, 100, 260)).toBe(true);
    expect(right(cover!)).toBeLessThanOrEqual(260);
  });

  it('covers the number after a label, and every copy of it (an e-Aadhaar prints several)', () => {
    const found = numberCovers(
      [line('Your Aadhaar No. : 2345 6789 0124'), line('Name Ravi Kumar'), line('2345 6789 0124')],
      '0124',
    );
    expect(found).toHaveLength(2);
    // 'Your Aadhaar No. : ' is 19 characters: the number starts at 100 + 19 × 20 = 480.
    expect(covers(found[0]!, 480, 660)).toBe(true);
    expect(found[0]!.left).toBeGreaterThan(400);
    expect(right(found[0]!)).toBeLessThanOrEqual(680);
  });

  it('covers by the line’s own box when the recogniser gave no words', () => {
    const [cover] = numberCovers([line('2345 6789 0124', { words: false })], '');
    expect(covers(cover!, 100, 280)).toBe(true);
    expect(right(cover!)).toBeLessThanOrEqual(300);
  });

  it('covers what comes before the last four digits on a line whose first groups were misread', () => {
    const [cover] = numberCovers([line('Le vem 6021 6954')], '6954');
    // 'Le' 100–140, 'vem' 160–220, '6021' 240–320, '6954' from 340.
    expect(covers(cover!, 100, 320)).toBe(true);
    expect(right(cover!)).toBeLessThanOrEqual(340);
    const [byLine] = numberCovers([line('Le vem 6021 6954', { words: false })], '6954');
    expect(covers(byLine!, 100, 320)).toBe(true);
    expect(right(byLine!)).toBeLessThanOrEqual(340);
  });

  it('leaves a VID, dates, PIN codes and other lines alone, and finds nothing on a card without the number', () => {
    expect(
      numberCovers(
        [
          line('VID : 9123 4567 8901 6954'),
          line('DOB: 15/08/1990'),
          line('Indore, Madhya Pradesh - 452001'),
          line('9123 4567 8901 2345'),
        ],
        '6954',
      ),
    ).toEqual([]);
  });
});
