import { CalendarPlus, FilePlus2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSettings } from '@/data/settings/get-settings';
import { t } from '@/i18n';
import { useGenerateMonthlyRents } from '../api/generate-monthly-rents';

const text = t.rentManagement.bulk;

/** SPEC §2's bulk section: next month's records for everyone at once, or one by hand. */
export function BulkActions() {
  const generate = useGenerateMonthlyRents();
  // The records fall due on the PG's due day, as the server sets it.
  const settings = useSettings();
  return (
    <Card title={text.title} description={text.description(settings.data?.dueDay)}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button isBusy={generate.isPending} onClick={() => generate.mutate()}>
          {!generate.isPending && <CalendarPlus aria-hidden="true" className="size-4" />}
          {generate.isPending ? text.generating : text.generate}
        </Button>
        <Link to={paths.rentAdd} className={buttonClasses('secondary')}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          {text.createOne}
        </Link>
      </div>
    </Card>
  );
}
