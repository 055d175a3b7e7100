import { PageHeader } from '@/components/ui/page-header';
import { t } from '@/i18n';

/** Only the heading for now: the screen itself comes with its own issue. */
export function RoomDetailsPage() {
  return <PageHeader title={t.rooms.detailsTitle} />;
}

export default RoomDetailsPage;
