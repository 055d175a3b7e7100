import type { Tenant } from '@nivas/domain';
import { useCallback } from 'react';
import { cn } from '@/components/ui/cn';
import { Initials } from '@/components/ui/initials';
import { t } from '@/i18n';
import { useTenantPhoto } from '../api/get-tenant-photo';

type AvatarTenant = Pick<Tenant, '_id' | 'name' | 'updatedAt' | 'hasPhoto'>;

/**
 * The tenant's photo when there is one, else their initials. Only a tenant with a photo has a
 * query for it: a list of sixty tenants without photos would otherwise make sixty queries
 * that never run, each with its timers, in the first render of /tenants.
 */
export function TenantAvatar({
  tenant,
  isSmall = false,
  className,
}: {
  tenant: AvatarTenant;
  /** The size of a phone's compact row. */
  isSmall?: boolean;
  className?: string;
}) {
  const frame = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-100 font-semibold text-indigo-700',
    isSmall ? 'size-8 text-xs' : 'size-12',
    className,
  );
  return tenant.hasPhoto ? (
    <TenantPhoto tenant={tenant} frame={frame} />
  ) : (
    <Initials name={tenant.name} className={frame} />
  );
}

/**
 * The photo arrives as a blob (initials until then); its object URL is made when the image
 * enters the page and released when it leaves (a React 19 ref cleanup), so no URL outlives its
 * image.
 */
function TenantPhoto({ tenant, frame }: { tenant: AvatarTenant; frame: string }) {
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
