import { Link } from 'react-router';
import { catalogueText, type DuplicateTenant } from '@/api/errors';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ExternalLink, UserPlus } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

const text = t.tenants.duplicate;

/**
 * A new tenant the server refused because an active tenant matches them (409): by phone, which
 * a family may share, so the owner may add them anyway; or by ID number, which two active
 * tenants never share, so only the match is shown. Either way the match is named, with a link
 * to their page.
 */
export function DuplicateTenantDialog({
  duplicate,
  isAdding = false,
  addAnywayLabel = text.addAnyway,
  onAddAnyway,
  onClose,
}: {
  duplicate: DuplicateTenant | null;
  isAdding?: boolean;
  addAnywayLabel?: string;
  /** Sends the tenant again with `allowDuplicate: true`; offered for a phone match only. */
  onAddAnyway: () => void;
  onClose: () => void;
}) {
  const isPhone = duplicate?.match === 'phone';
  return (
    <Dialog
      isOpen={duplicate !== null}
      title={isPhone ? text.phoneTitle : text.idProofTitle}
      isBusy={isAdding}
      onClose={onClose}
    >
      {duplicate && (
        <div className="space-y-5">
          <p className="font-medium text-slate-900">
            {catalogueText('DUPLICATE_TENANT', { duplicate })}
          </p>
          <p className="text-sm text-slate-600">
            {isPhone ? text.phoneMessage : text.idProofMessage}
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={isAdding} data-autofocus>
              {t.common.cancel}
            </Button>
            <Link to={paths.tenantDetails.to(duplicate._id)} className={buttonClasses('secondary')}>
              <ExternalLink aria-hidden="true" className="size-4" />
              {text.open(duplicate.name)}
            </Link>
            {isPhone && (
              <Button onClick={onAddAnyway} isBusy={isAdding}>
                {!isAdding && <UserPlus aria-hidden="true" className="size-4" />}
                {isAdding ? text.adding : addAnywayLabel}
              </Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
