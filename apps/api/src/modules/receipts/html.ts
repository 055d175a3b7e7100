/**
 * HTML written on the server (the receipt page): every value put into the template is escaped,
 * unless it is itself HTML made by this template.
 */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

type Value = string | number | SafeHtml | null | undefined | false | Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (value instanceof SafeHtml) return value.text;
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, i) => out + render(values[i - 1]) + part));
}

/** Markup made elsewhere and trusted (an SVG from the QR library). */
export const trusted = (markup: string) => new SafeHtml(markup);
