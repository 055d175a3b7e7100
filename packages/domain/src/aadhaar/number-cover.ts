import { AADHAAR_NUMBER } from './text-lines';

/**
 * Where to black out an Aadhaar number on a picture of the card, as UIDAI's masked Aadhaar
 * does: the first eight digits covered, the last four left to read ('XXXX XXXX 0124'). Text
 * recognition gives each line it read with its words and their boxes; this finds the lines
 * that print the number and the part of each to cover. Pure geometry on those boxes, so the
 * browser's image code only draws what this returns.
 */

export interface TextBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ReadWord {
  text: string;
  box: TextBox;
}

export interface ReadLine {
  text: string;
  box: TextBox;
  /** In reading order; may be empty when the recogniser gave lines only. */
  words: ReadWord[];
}

/** The virtual ID's line: sixteen digits that are not the number. */
const VID_LINE = /\bVID\b|आभासी/i;
const COVERED_DIGITS = 8;

/**
 * The boxes to paint over, in the picture's pixels: over every twelve-digit number on it, its
 * first eight digits; and on a line where the number was misread but its last four digits
 * (`lastFour`, from the number finally read or the QR code) stand alone, everything before
 * them. Empty when no printed number was found: then the picture must not be kept.
 */
export function numberCovers(lines: readonly ReadLine[], lastFour: string): TextBox[] {
  const covers: TextBox[] = [];
  for (const line of lines) {
    const whole = coversOfWholeNumbers(line);
    if (whole.length) covers.push(...whole);
    else if (/^\d{4}$/.test(lastFour) && !VID_LINE.test(line.text)) {
      const cover = coverBeforeLastFour(line, lastFour);
      if (cover) covers.push(cover);
    }
  }
  return covers;
}

/** A word's place in its line's text, found in order (recognisers join words with spaces). */
function placeWords(line: ReadLine): { word: ReadWord; start: number; end: number }[] {
  const placed = [];
  let from = 0;
  for (const word of line.words) {
    const start = line.text.indexOf(word.text, from);
    if (start < 0) return [];
    placed.push({ word, start, end: start + word.text.length });
    from = start + word.text.length;
  }
  return placed;
}

/**
 * The first eight digits of each twelve-digit number on the line: the words that hold them,
 * and of a word that runs on past the eighth digit ('234567890124' read as one word) the
 * share of its width up to it. Without usable word boxes, the same share of the line's. The
 * cover stops where the ninth digit begins.
 */
function coversOfWholeNumbers(line: ReadLine): TextBox[] {
  const covers: TextBox[] = [];
  const placed = placeWords(line);
  for (const match of line.text.matchAll(AADHAAR_NUMBER)) {
    const start = match.index;
    const eighth = indexOfDigit(line.text, start, COVERED_DIGITS);
    const ninth = indexOfDigit(line.text, eighth + 1, 1);
    // The text from the number's first character to its eighth digit.
    const end = eighth + 1;
    const inside = placed.filter(({ start: s, end: e }) => e > start && s < end);
    const parts =
      inside.length > 0
        ? inside.map(({ word, start: s }) =>
            partOf(
              word.box,
              word.text.length,
              Math.max(start, s) - s,
              Math.min(end, s + word.text.length) - s,
            ),
          )
        : [partOf(line.box, line.text.length, start, end)];
    covers.push(padded(union(parts), line.box.height, leftOfCharacter(line, placed, ninth)));
  }
  return covers;
}

/** Where character `index` of the line begins: in its word's box, else in the line's. */
function leftOfCharacter(
  line: ReadLine,
  placed: ReturnType<typeof placeWords>,
  index: number,
): number {
  const holder = placed.find(({ start, end }) => index >= start && index < end);
  if (holder)
    return partOf(
      holder.word.box,
      holder.word.text.length,
      index - holder.start,
      index - holder.start,
    ).left;
  if (placed.length > 0)
    return placed.find(({ start }) => start > index)?.word.box.left ?? Infinity;
  return partOf(line.box, line.text.length, index, index).left;
}

/**
 * A line that holds the number's last four digits as a word of their own, after something
 * else: the number read with its first groups garbled ('Le vem 6021 6954'). Everything on the
 * line before those four digits is covered.
 */
function coverBeforeLastFour(line: ReadLine, lastFour: string): TextBox | null {
  const placed = placeWords(line);
  if (placed.length === 0) {
    // Lines without words: the share of the line before the four digits, by characters.
    const at = line.text.search(new RegExp(`(?<=\\S.*\\s)${lastFour}(?!\\d)`));
    if (at < 0) return null;
    const before = partOf(line.box, line.text.length, 0, at);
    return padded(before, line.box.height, before.left + before.width);
  }
  const index = placed.findIndex(({ word }) => word.text.replace(/[^\d]/g, '') === lastFour);
  if (index <= 0) return null;
  const last = placed[index]!.word.box;
  const box = union(placed.slice(0, index).map(({ word }) => word.box));
  return padded(
    { ...box, width: Math.max(1, Math.min(box.left + box.width, last.left) - box.left) },
    line.box.height,
    last.left,
  );
}

/** Where the `n`th digit from `start` is in `text`. */
function indexOfDigit(text: string, start: number, n: number): number {
  let seen = 0;
  for (let i = start; i < text.length; i += 1) {
    if (/\d/.test(text[i]!)) seen += 1;
    if (seen === n) return i;
  }
  return text.length - 1;
}

/** The share of `box` from character `from` to character `to` of its `length`. */
function partOf(box: TextBox, length: number, from: number, to: number): TextBox {
  const per = box.width / Math.max(1, length);
  return {
    left: box.left + from * per,
    top: box.top,
    width: (to - from) * per,
    height: box.height,
  };
}

function union(boxes: readonly TextBox[]): TextBox {
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.left + b.width));
  const bottom = Math.max(...boxes.map((b) => b.top + b.height));
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * A little over the box: recognisers' boxes hug the ink, and anti-aliased edges or a descender
 * would show beyond them. To the right it stops short of the next word, the digits that stay.
 */
function padded(box: TextBox, lineHeight: number, stopAt: number): TextBox {
  const pad = Math.max(2, lineHeight * 0.25);
  const left = box.left - pad;
  const right = Math.min(box.left + box.width + pad, stopAt);
  const top = box.top - pad;
  return {
    left,
    top,
    width: Math.max(1, right - left),
    height: box.height + pad * 2,
  };
}
