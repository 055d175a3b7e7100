import type { IdCardSide, Tenant } from '@nivas/domain';
import { t } from '@/i18n';
import { useTenantIdCard } from '../api/get-tenant-id-card';
import { BlobImage } from './blob-image';

const text = t.tenants.page.idCard;

function Copy({ tenant, side }: { tenant: Tenant; side: IdCardSide }) {
  const image = useTenantIdCard(tenant, side);
  return (
    <figure className="min-w-0">
      {image.data ? (
        <BlobImage
          blob={image.data}
          alt={text.alt(text.sides[side], tenant.name)}
          className="aspect-[1.586] w-full rounded-lg bg-slate-100 object-contain ring-1 ring-slate-200"
        />
      ) : (
        <div
          className="flex aspect-[1.586] w-full items-center justify-center rounded-lg bg-slate-100 px-2 text-center text-xs text-slate-500 ring-1 ring-slate-200"
          aria-busy={image.isPending}
        >
          {image.isError ? text.failed : text.loading}
        </div>
      )}
      <figcaption className="mt-1 text-xs text-slate-500">{text.sides[side]}</figcaption>
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
