import QRCode from 'qrcode';
import { useMemo } from 'react';
import { cn } from './cn';

/**
 * A QR code drawn as SVG from the `qrcode` library's modules, in the render: no canvas, no
 * image request, sharp on screen and in print. `label` says what it is for screen readers.
 */
export function QrCode({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const cells: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) cells.push(`M${col + 2} ${row + 2}h1v1h-1z`);
      }
    }
    return { size: modules.size + 4, path: cells.join('') };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('bg-white', className)}
    >
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
