import { useMemo } from 'react';
import { onDemand } from '@/lib/on-demand';
import { cn } from './cn';

/** The QR library (9 KB), loaded by the first QR code drawn, not with the screens around it. */
const useQrLibrary = onDemand(() => import('qrcode').then((module) => module.default));

/**
 * A QR code drawn as SVG from the `qrcode` library's modules, in the render: no canvas, no
 * image request, sharp on screen and in print. `label` says what it is for screen readers.
 * Until the library is here, its place is kept empty.
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
  const { library: QRCode } = useQrLibrary();
  const drawn = useMemo(() => {
    if (!QRCode) return null;
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const cells: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) cells.push(`M${col + 2} ${row + 2}h1v1h-1z`);
      }
    }
    return { size: modules.size + 4, path: cells.join('') };
  }, [QRCode, value]);
  if (!drawn) return <div aria-hidden="true" className={cn('bg-white', className)} />;
  const { size, path } = drawn;
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
