import { areaNameIn, roleNameIn } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Modal, Progress, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountQuery } from '../account-query.ts';
import { useUiLang } from '../i18n.ts';
import { usageRatio } from '../quota.ts';

interface Props {
  uid: number;
  open: boolean;
  onClose: () => void;
}

function Usage({ used, total }: { used: number; total: number }) {
  const { t } = useTranslation('shell');
  if (total <= 0) return <span>{t('account.none')}</span>;
  const percent = Math.round(usageRatio(total, used) * 100);
  return (
    <div className="quota-usage">
      <span>{t('account.usage', { used: used.toLocaleString(), total: total.toLocaleString() })}</span>
      <Progress
        percent={percent}
        size="small"
        strokeColor={percent > 90 ? '#cf1322' : undefined}
        format={(value) => `${value}%`}
        aria-label={`${percent}%`}
      />
    </div>
  );
}

/** SPEC §2: username, role, operating area, used/total quota for gifts, props and gold. */
export function AccountDialog({ uid, open, onClose }: Props) {
  const { t } = useTranslation('shell');
  const lang = useUiLang();
  const info = useQuery({ ...accountQuery(uid), enabled: open });
  return (
    <Modal open={open} title={t('account.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {info.isPending && <Skeleton active />}
      {info.isError && <Alert type="error" title={info.error.message} />}
      {info.data && (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'username', label: t('account.username'), children: info.data.username },
            { key: 'role', label: t('account.role'), children: roleNameIn(info.data.role, info.data.role_kind, lang) },
            { key: 'area', label: t('account.area'), children: areaNameIn(info.data.area_name, lang) || t('account.none') },
            { key: 'gift', label: t('account.gift'), children: <Usage used={info.data.gift_use} total={info.data.gift} /> },
            { key: 'prop', label: t('account.prop'), children: <Usage used={info.data.prop_use} total={info.data.prop} /> },
            { key: 'gold', label: t('account.gold'), children: <Usage used={info.data.gold_use} total={info.data.gold} /> },
          ]}
        />
      )}
    </Modal>
  );
}
