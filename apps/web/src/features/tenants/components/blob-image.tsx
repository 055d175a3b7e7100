import { useCallback } from 'react';

/**
 * An image from a blob fetched with the bearer header. Its object URL is made when the image
 * enters the page and released when it leaves (a React 19 ref cleanup), so no URL outlives it.
 */
export function BlobImage({
  blob,
  alt,
  className,
}: {
  blob: Blob;
  alt: string;
  className?: string;
}) {
  const show = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={show} alt={alt} className={className} />;
}
