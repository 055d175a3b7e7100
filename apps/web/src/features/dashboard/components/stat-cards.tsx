import { formatInr, type DashboardStats } from '@nivas/domain';
import { BedDouble, DoorOpen, IndianRupee, Users } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { percent } from '../rates';
import { RateBar, StatCard } from './stat-card';

const text = t.dashboard.cards;

/** SPEC §2's four cards. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  // DESIGN.md reading 3: occupancy is beds taken of the beds the rooms really have.
  const occupancy = percent(stats.occupiedBeds, stats.totalBeds);
  const pendingShare = percent(stats.pendingRents, stats.totalTenants);
  const vacancy = percent(stats.vacantRooms, stats.totalRooms);

  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title={text.totalRooms}
        value={stats.totalRooms}
        to={paths.rooms}
        icon={BedDouble}
        accent="indigo"
      >
        <dl className="grid grid-cols-3 gap-2 text-center">
          <Breakdown label={text.fullyOccupied} value={stats.fullyOccupiedRooms} />
          <Breakdown label={text.partiallyOccupied} value={stats.partiallyOccupiedRooms} />
          <Breakdown label={text.vacant} value={stats.vacantRooms} />
        </dl>
      </StatCard>

      <StatCard
        title={text.totalTenants}
        value={stats.totalTenants}
        to={paths.tenants}
        icon={Users}
        accent="emerald"
      >
        <RateBar label={text.occupancyRate} percentage={occupancy} accent="emerald" />
        <p className="mt-2 text-xs text-slate-500">
          {text.bedsTaken(stats.occupiedBeds, stats.totalBeds)}
        </p>
      </StatCard>

      <StatCard
        title={text.pendingRents}
        value={stats.pendingRents}
        to={paths.rentManagement}
        icon={IndianRupee}
        accent="amber"
      >
        {/* SPEC §9's bar, pending rents per tenant; a tenant can owe several months, so the
            figure itself could pass 100% and is not shown: the money owed says more. */}
        <RateBar
          label={text.pendingAmount(formatInr(stats.pendingAmount))}
          percentage={pendingShare}
          accent="amber"
          showPercentage={false}
        />
        <p className="mt-2 text-xs text-slate-500">{text.pendingOverdue(stats.overdueCount)}</p>
      </StatCard>

      <StatCard
        title={text.vacantRooms}
        value={stats.vacantRooms}
        to={paths.rooms}
        icon={DoorOpen}
        accent="sky"
      >
        <RateBar label={text.vacancyRate} percentage={vacancy} accent="sky" />
        <p className="mt-2 text-xs text-slate-500">
          {text.roomsEmpty(stats.vacantRooms, stats.totalRooms)}
        </p>
      </StatCard>
    </div>
  );
}

function Breakdown({ label, value }: { label: string; value: number }) {
  return (
    // Numbers on one line however their labels wrap ("Partially occupied" takes two).
    <div className="flex flex-col-reverse justify-end rounded-lg bg-slate-50 px-1 py-2">
      <dt className="text-xs leading-tight text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
