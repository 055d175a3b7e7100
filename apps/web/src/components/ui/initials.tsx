import { cn } from './cn';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : [parts[0]];
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/**
 * A person's initials where a photo would be ('AM' for Asha Mehta). Drawn by the stylesheet,
 * as a picture is: the name beside them, or the control's own name, is what is read out, and a
 * button showing them still has a name that matches what it shows.
 */
export function Initials({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-initials={initialsOf(name)}
      className={cn('before:content-[attr(data-initials)]', className)}
    />
  );
}
