import type { Tenant } from '@nivas/domain';
import { useCallback } from 'react';
import { cn } from '@/components/ui/cn';
import { Initials } from '@/components/ui/initials';
import { t } from '@/i18n';
import { useTenantPhoto } from '../api/get-tenant-photo';

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
    <Initials name={tenant.name} className={frame} />
  );
}
