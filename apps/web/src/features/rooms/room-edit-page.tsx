import { PageHeader } from '@/components/ui/page-header';
import { t } from '@/i18n';

/** Only the heading for now: the screen itself comes with its own issue. */
export function RoomEditPage() {
  return <PageHeader title={t.rooms.editTitle} />;
}

export default RoomEditPage;
