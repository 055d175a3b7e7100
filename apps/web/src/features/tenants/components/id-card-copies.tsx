import type { IdCardSide, Tenant } from '@nivas/domain';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { t } from '@/i18n';
import { useTenantIdCard } from '../api/get-tenant-id-card';
import { BlobImage } from './blob-image';

const text = t.tenants.page.idCard;

function Copy({ tenant, side }: { tenant: Tenant; side: IdCardSide }) {
  const image = useTenantIdCard(tenant, side);
  const [isOpen, setIsOpen] = useState(false);
  const alt = text.alt(text.sides[side], tenant.name);
  const frame = 'aspect-[1.586] w-full rounded-lg bg-slate-100 ring-1 ring-slate-200';
  return (
    <figure className="min-w-0">
      {image.data ? (
        // A thumbnail on the page (the button is named by its image); tapped, the copy at full
        // width, to check what was kept.
        <button
          type="button"
          className="block w-full rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          onClick={() => setIsOpen(true)}
        >
          <BlobImage blob={image.data} alt={alt} className={`${frame} object-contain`} />
        </button>
      ) : (
        <div
          className={`${frame} flex items-center justify-center px-2 text-center text-xs text-slate-500`}
          aria-busy={image.isPending}
        >
          {image.isError ? text.failed : text.loading}
        </div>
      )}
      <figcaption className="mt-1 text-xs text-slate-500">{text.sides[side]}</figcaption>
      {image.data && (
        <Dialog
          isOpen={isOpen}
          title={text.sides[side]}
          description={text.title}
          onClose={() => setIsOpen(false)}
          className="max-w-3xl"
        >
          <BlobImage blob={image.data} alt={alt} className="w-full rounded-lg" />
        </Dialog>
      )}
    </figure>
  );
}

/**
 * The masked copies of the tenant's ID card kept for KYC (the number's first eight digits
 * blacked out in the image): nothing when none was kept, or once the identity is erased.
 */
export function IdCardCopies({ tenant }: { tenant: Tenant }) {
  const sides = tenant.idCardSides ?? [];
  if (sides.length === 0) return null;
  return (
    <section aria-label={text.title} className="mt-5 border-t border-slate-100 pt-4">
      <h3 className="text-sm text-slate-500">{text.title}</h3>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {sides.map((side) => (
          <Copy key={side} tenant={tenant} side={side} />
        ))}
      </div>
    </section>
  );
}
