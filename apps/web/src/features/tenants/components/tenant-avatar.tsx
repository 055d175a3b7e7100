import type { Tenant } from '@nivas/domain';
import { useCallback } from 'react';
import { cn } from '@/components/ui/cn';
import { t } from '@/i18n';
import { useTenantPhoto } from '../api/get-tenant-photo';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : [parts[0]];
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/**
 * The tenant's photo when there is one, else their initials. The photo arrives as a blob; its
 * object URL is made when the image enters the page and released when it leaves (a React 19
 * ref cleanup), so no URL outlives its image.
 */
export function TenantAvatar({
  tenant,
  isSmall = false,
  className,
}: {
  tenant: Pick<Tenant, '_id' | 'name' | 'updatedAt' | 'hasPhoto'>;
  /** The size of a phone's compact row. */
  isSmall?: boolean;
  className?: string;
}) {
  const photo = useTenantPhoto(tenant);
  const blob = photo.data;
  const showBlob = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !blob) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );

  const frame = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-100 font-semibold text-indigo-700',
    isSmall ? 'size-8 text-xs' : 'size-12',
    className,
  );
  return blob ? (
    <img
      ref={showBlob}
      alt={t.tenants.card.photoOf(tenant.name)}
      className={cn(frame, 'object-cover')}
    />
  ) : (
    <span aria-hidden="true" className={frame}>
      {initials(tenant.name)}
    </span>
  );
}
