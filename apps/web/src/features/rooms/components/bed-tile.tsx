import type { Tenant } from '@nivas/domain';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { BedDouble, Pencil, Plus, UserMinus } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

const text = t.rooms.details;

/**
 * One bed (SPEC §2). Occupied: the tenant's name, Edit and Remove, and the whole tile opens the
 * tenant. Vacant: Add for this bed, and the whole tile does the same. The tile's main link is
 * stretched over it; the buttons sit above it.
 */
export function BedTile({
  roomId,
  bedNumber,
  tenant,
  onRemove,
}: {
  roomId: string;
  bedNumber: number;
  tenant: Tenant | undefined;
  onRemove: (tenant: Tenant) => void;
}) {
  const isOccupied = tenant !== undefined;
  return (
    <li
      className={cn(
        'relative flex min-h-36 flex-col rounded-xl p-4 ring-1 transition-shadow ring-inset focus-within:ring-2 focus-within:ring-indigo-500 hover:shadow-md',
        isOccupied ? 'bg-indigo-50 ring-indigo-200' : 'border-slate-300 bg-white ring-slate-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <BedDouble
            aria-hidden="true"
            className={cn('size-5', isOccupied ? 'text-indigo-600' : 'text-slate-400')}
          />
          {text.bed(bedNumber)}
        </h3>
        <Badge tone={isOccupied ? 'indigo' : 'green'}>
          {isOccupied ? text.occupied : text.vacant}
        </Badge>
      </div>

      {tenant ? (
        <>
          <p className="mt-3 flex-1 truncate font-medium text-slate-800">
            <Link
              to={paths.tenantEditFromRoom(tenant._id, roomId)}
              className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
            >
              {tenant.name}
            </Link>
          </p>
          <div className="relative z-10 mt-3 flex flex-wrap gap-2">
            <Link
              to={paths.tenantEditFromRoom(tenant._id, roomId)}
              aria-label={text.editTenant(tenant.name)}
              className={buttonClasses('secondary', 'min-h-11 md:min-h-9 flex-1 px-3')}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {text.edit}
            </Link>
            <Button
              variant="danger-outline"
              className="min-h-11 md:min-h-9 flex-1 px-3"
              aria-label={text.removeTenant(tenant.name, bedNumber)}
              onClick={() => onRemove(tenant)}
            >
              <UserMinus aria-hidden="true" className="size-4" />
              {text.remove}
            </Button>
          </div>
        </>
      ) : (
        <div className="mt-3 flex flex-1 items-end">
          <Link
            to={paths.tenantAddToRoom(roomId, bedNumber)}
            aria-label={text.addToBed(bedNumber)}
            className={cn(
              buttonClasses('secondary', 'min-h-11 md:min-h-9 w-full px-3'),
              'after:absolute after:inset-0 after:rounded-xl',
            )}
          >
            <Plus aria-hidden="true" className="size-4" />
            {text.add}
          </Link>
        </div>
      )}
    </li>
  );
}
