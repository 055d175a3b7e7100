import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CalendarPlus, FilePlus2, Plus } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useSettings } from '@/data/settings/get-settings';
import { t } from '@/i18n';
import { useGenerateMonthlyRents } from '../api/generate-monthly-rents';

const text = t.rentManagement.bulk;

/**
 * Next month's records for everyone at once, asked first with what it will do; `label` is the
 * long or the short wording.
 */
function GenerateButton({
  label,
  hasIcon = true,
  className,
}: {
  label: string;
  hasIcon?: boolean;
  className?: string;
}) {
  const generate = useGenerateMonthlyRents();
  const settings = useSettings();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <>
      <Button
        className={className}
        isBusy={generate.isPending}
        onClick={() => setIsConfirming(true)}
      >
        {hasIcon && !generate.isPending && <CalendarPlus aria-hidden="true" className="size-4" />}
        {generate.isPending ? text.generating : label}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        tone="primary"
        title={text.confirmTitle}
        message={text.description(settings.data?.dueDay)}
        confirmLabel={text.confirm}
        busyLabel={text.generating}
        isBusy={generate.isPending}
        onConfirm={() => generate.mutate(undefined, { onSettled: () => setIsConfirming(false) })}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}

/** SPEC §2's bulk section: next month's records for everyone at once, or one by hand. */
export function BulkActions() {
  // The records fall due on the PG's due day, as the server sets it.
  const settings = useSettings();
  return (
    <Card title={text.title} description={text.description(settings.data?.dueDay)}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <GenerateButton label={text.generate} />
        <Link to={paths.rentAdd} className={buttonClasses('secondary')}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          {text.createOne}
        </Link>
      </div>
    </Card>
  );
}

/**
 * On a phone the same two actions as one compact row above the dues: the screen opens on what
 * is owed, not on a box of bulk actions.
 */
export function CompactBulkActions() {
  return (
    <div className="grid w-full grid-cols-[1fr_auto] gap-2">
      <GenerateButton label={text.generateShort} hasIcon={false} className="min-w-0 px-3" />
      <Link to={paths.rentAdd} className={buttonClasses('secondary', 'px-3')}>
        <Plus aria-hidden="true" className="size-4" />
        {text.createShort}
      </Link>
    </div>
  );
}
