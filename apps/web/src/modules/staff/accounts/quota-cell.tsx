import { type AdminRow, QUOTA_WARNING_RATIO } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { usageRatio } from '../../../app/quota.ts';

const KINDS = ['gold', 'gift', 'prop'] as const;

/** Used / total per quota; over 90 % used in red, like the daily warning. */
export function QuotaCell({ row }: { row: AdminRow }) {
  const { t } = useTranslation('staff');
  return (
    <div>
      {KINDS.map((kind) => {
        const used = row[`${kind}_use`];
        const total = row[kind];
        const high = usageRatio(total, used) > QUOTA_WARNING_RATIO;
        return (
          <div key={kind} className={high ? 'staff-quota staff-quota--high' : 'staff-quota'}>
            {t(`accounts.${kind}`)}: {used.toLocaleString()} / {total.toLocaleString()}
          </div>
        );
      })}
    </div>
  );
}
