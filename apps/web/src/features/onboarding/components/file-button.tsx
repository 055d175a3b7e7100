import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Upload } from '@/components/ui/icons';

/**
 * A file chooser that looks like a button: a real, labelled file input (so keyboards and
 * screen readers reach it), drawn as its label.
 */
export function FileButton({
  label,
  onFile,
  variant = 'secondary',
}: {
  label: string;
  onFile: (file: File) => void;
  variant?: 'primary' | 'secondary';
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={buttonClasses(
        variant,
        'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600',
      )}
    >
      <Upload aria-hidden="true" className="size-4" />
      {label}
      <input
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again still counts as a choice.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
