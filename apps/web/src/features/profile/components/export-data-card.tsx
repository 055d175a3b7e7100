import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Download, ShieldAlert } from '@/components/ui/icons';
import { t } from '@/i18n';
import { useExportData } from '../api/export-data';

/** "Export my data": the owner's own copy of their records, as a zip of CSV files. */
export function ExportDataCard() {
  const exportData = useExportData();
  const text = t.profile.export;
  return (
    <Card title={text.title} description={text.description}>
      <p className="mb-5 flex gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {text.warning}
      </p>
      <div className="flex justify-end">
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          isBusy={exportData.isPending}
          onClick={() => exportData.mutate()}
        >
          {!exportData.isPending && <Download aria-hidden="true" className="size-4" />}
          {exportData.isPending ? text.submitting : text.submit}
        </Button>
      </div>
    </Card>
  );
}
