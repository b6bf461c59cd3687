import { COIN_ISSUE_TYPE_LABELS, ledgerActions, translate } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../app/api/client.ts';
import { toast } from '../../../app/api/notify.ts';
import { currentWireLang, useUiLang } from '../../../app/i18n.ts';
import { useCloseGuard } from '../../../app/tabs/use-close-guard.ts';
import { FormControl } from '../../../kit/form/form-controls.tsx';
import { checkValues, type FieldErrors } from '../../../kit/form/form-errors.ts';
import type { FormField } from '../../../kit/form/form-types.ts';
import { realSchema } from '../../../kit/form/real-schema.ts';
import { Notice } from '../../../kit/notice.tsx';
import { refreshMember } from '../member-queries.ts';
import type { MemberDetail } from './edit-forms.ts';

export type BalanceMove = 'sendGold' | 'deductCoin' | 'deductBean';

const SPECS = { sendGold: ledgerActions.sendGold, deductCoin: ledgerActions.deductCoin, deductBean: ledgerActions.deductBean };
const CONFIRMS = { sendGold: 'confirmSendGold', deductCoin: 'confirmDeductCoin', deductBean: 'confirmDeductBean' } as const;

interface Props {
  member: MemberDetail;
  move: BalanceMove;
  onClose: () => void;
}

/**
 * Giving coins, taking coins or beans back (SPEC §7 sendGold, deductCoin, deductBean): the form,
 * then a confirmation naming the member and the amount, then the call (the client runs the password
 * re-check). The kit's form sends on submit, so this dialog checks the values with the action's own
 * schema first and sends only after the yes; a refusal brings the form back with the server's words.
 */
export function BalanceDialog({ member, move, onClose }: Props) {
  const { t } = useTranslation('member');
  const lang = useUiLang();
  const idBase = useId();
  const queryClient = useQueryClient();
  const spec = SPECS[move];
  const schema = useMemo(() => realSchema(spec.input), [spec]);
  const [open, setOpen] = useState(true);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Record<string, unknown> | null>(null);
  const [busy, setBusy] = useState(false);
  // Unsaved input asks before its tab closes ('close this page?', SPEC §2), as kit forms do.
  useCloseGuard(open && Object.keys(values).length > 0);

  const beans = move === 'deductBean';
  const balance = beans ? member.bean : member.gold;
  const fields: FormField[] = [
    {
      name: 'amount',
      label: beans ? t('balance.beans') : t('balance.coins'),
      kind: 'int',
      required: true,
      help: move === 'sendGold' ? t('balance.sendHelp') : t('balance.amountHelp'),
    },
    ...(move === 'sendGold'
      ? [
          {
            name: 'issue_type',
            label: t('balance.issueType'),
            kind: 'select' as const,
            required: true,
            placeholder: t('balance.choose'),
            options: ledgerActions.COIN_ISSUE_TYPES.map((type) => ({ value: type, label: COIN_ISSUE_TYPE_LABELS[lang][type] })),
          },
        ]
      : []),
    { name: 'reason', label: t('balance.reason'), kind: 'textarea', required: true, maxLength: 200 },
  ];

  const next = () => {
    setRefusal(null);
    const checked = checkValues(schema, { user_id: member.id, ...values }, currentWireLang());
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setConfirming(checked.data as Record<string, unknown>);
  };

  const send = async (input: Record<string, unknown>) => {
    setBusy(true);
    try {
      await api(spec, input as never, { handles: [400, 402, 403] });
      toast.success(translate('ok', currentWireLang()));
      void refreshMember(queryClient, member.id);
      setOpen(false);
    } catch (error) {
      // Refused (not enough balance, outside the regions, over the quota): back to the form, saying why.
      setConfirming(null);
      if (error instanceof ApiError && [400, 402, 403].includes(error.status)) {
        setErrors(error.fieldErrors);
        setRefusal(error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const amount = Number(confirming?.amount ?? 0);
  const question = t(`balance.${CONFIRMS[move]}`, {
    name: member.nickname,
    id: member.id,
    amount: amount.toLocaleString(),
    after: (balance - amount).toLocaleString(),
  });
  const footer = confirming ? (
    <>
      <Button onClick={() => setConfirming(null)} disabled={busy}>
        {t('balance.back')}
      </Button>
      <Button type="primary" danger={move !== 'sendGold'} loading={busy} onClick={() => void send(confirming)}>
        {t('balance.confirm')}
      </Button>
    </>
  ) : (
    <>
      <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
      <Button type="primary" onClick={next}>
        {t('balance.next')}
      </Button>
    </>
  );

  return (
    <Modal
      open={open}
      title={t(`balance.${move}`)}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
      footer={footer}
      maskClosable={false}
      width={520}
    >
      {confirming ? (
        <p className="member-dialog__intro" data-testid="balance-confirm">
          {question}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            next();
          }}
        >
          <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
          <Form layout="vertical" component="div" className="resource-form">
            <p className="member-dialog__intro">
              {t('balance.now', {
                name: member.nickname,
                id: member.id,
                balance: balance.toLocaleString(),
                currency: t(`ledger.currencies.${beans ? 'bean' : 'gold'}`),
              })}
            </p>
            {fields.map((field) => (
              <Form.Item
                key={field.name}
                label={field.label}
                htmlFor={`${idBase}-${field.name}`}
                required={field.required}
                validateStatus={errors[field.name] ? 'error' : undefined}
                help={errors[field.name] ?? field.help}
              >
                <FormControl
                  field={field}
                  id={`${idBase}-${field.name}`}
                  value={values[field.name]}
                  onChange={(value) => {
                    setValues((current) => ({ ...current, [field.name]: value }));
                    setErrors(({ [field.name]: _gone, ...rest }) => rest);
                  }}
                  file={null}
                  onFile={() => {}}
                  onError={() => {}}
                />
              </Form.Item>
            ))}
            {refusal && <Notice tone="error">{refusal}</Notice>}
          </Form>
        </form>
      )}
    </Modal>
  );
}
