import { translate } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './moderation-texts.ts';
import { ApiError, api } from '../../../app/api/client.ts';
import { toast } from '../../../app/api/notify.ts';
import { currentWireLang } from '../../../app/i18n.ts';
import { useCloseGuard } from '../../../app/tabs/use-close-guard.ts';
import type { FieldErrors } from '../../../kit/form/form-errors.ts';
import { realSchema } from '../../../kit/form/real-schema.ts';
import { ConfirmDialog } from '../../../kit/list/confirm-dialog.tsx';
import { Notice } from '../../../kit/notice.tsx';
import { Select } from '../../../kit/select.tsx';
import { refreshMember } from '../member-queries.ts';
import { type BanDuration, type BanKind, type BanValues, checkBan, measureOf } from './ban-rules.ts';
import { EvidenceImages } from './evidence-images.tsx';
import { durationOptions, kindOptions, reasonOptions } from './moderation-options.ts';

interface Props {
  member: { id: number; nickname: string };
  kind?: BanKind;
  onClose: () => void;
}

/**
 * Ban, block or freeze one member (the MODERATION list of member-moderation.ts): a reason, a preset
 * duration and optional evidence, asked once more before it runs. A 405 opens the shell's password
 * re-check and the call runs again after it.
 */
export function ModerationDialog({ member, kind: initialKind, onClose }: Props) {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const idBase = useId();
  const [open, setOpen] = useState(true);
  const [kind, setKind] = useState<BanKind>(initialKind ?? 'id');
  const [values, setValues] = useState<Omit<BanValues, 'user_id'>>({ evidence_images: [] });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Unsaved input asks before its tab closes ('close this page?', SPEC §2), as kit forms do.
  useCloseGuard(
    open &&
      Object.entries(values).some(([name, value]) =>
        name === 'evidence_images' ? (value as string[]).length > 0 : value !== undefined,
      ),
  );
  const measure = measureOf(kind);
  const schema = useMemo(() => realSchema(measure.ban.input), [measure]);

  const set = <K extends keyof typeof values>(name: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const input = (): BanValues => ({ user_id: member.id, ...values });

  const ask = () => {
    setRefusal(null);
    const checked = checkBan(schema, input(), currentWireLang());
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setConfirming(true);
  };

  const run = async () => {
    const { evidence_images, ...rest } = input();
    try {
      await api(measure.ban, { ...rest, evidence_images: evidence_images?.join(',') } as never, { handles: [400] });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setErrors(error.fieldErrors);
        setRefusal(error.message);
      }
      setConfirming(false);
      throw error;
    }
    toast.success(translate('ok', currentWireLang()));
    await refreshMember(queryClient, member.id);
    setOpen(false);
  };

  const item = (name: string, label: string, required: boolean, control: ReactNode) => (
    <Form.Item
      label={label}
      htmlFor={`${idBase}-${name}`}
      required={required}
      validateStatus={errors[name] ? 'error' : undefined}
      help={errors[name]}
    >
      {control}
    </Form.Item>
  );

  const duration = values.duration as BanDuration | undefined;
  // The question sits beside the dialog, not inside it: inside, antd would lift it above the shell's
  // password re-check, which must stay on top when the confirmed call asks for it.
  return (
    <>
      <Modal
        open={open}
        title={t('moderation.title', { nickname: member.nickname, id: member.id })}
        onCancel={() => setOpen(false)}
        afterClose={onClose}
        maskClosable={false}
        width={600}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
            <Button type="primary" danger onClick={ask}>
              {t('moderation.apply')}
            </Button>
          </>
        }
      >
        <Form layout="vertical" component="div" className="moderation-form">
          {item(
            'kind',
            t('moderation.measure'),
            true,
            <Radio.Group
              id={`${idBase}-kind`}
              optionType="button"
              options={kindOptions(t)}
              value={kind}
              onChange={(event) => setKind(event.target.value as BanKind)}
            />,
          )}
          {item(
            'reason',
            t('moderation.reason'),
            true,
            <Select<string>
              id={`${idBase}-reason`}
              placeholder={t('moderation.chooseReason')}
              options={reasonOptions(t)}
              value={values.reason}
              onChange={(next) => set('reason', next)}
            />,
          )}
          {item(
            'duration',
            t('moderation.duration'),
            true,
            <Radio.Group
              id={`${idBase}-duration`}
              options={durationOptions(t)}
              value={values.duration}
              onChange={(event) => set('duration', event.target.value as string)}
            />,
          )}
          {item(
            'evidence_text',
            t('moderation.evidenceText'),
            false,
            <Input.TextArea
              id={`${idBase}-evidence_text`}
              rows={3}
              maxLength={2000}
              showCount
              value={values.evidence_text ?? ''}
              onChange={(event) => set('evidence_text', event.target.value)}
            />,
          )}
          {item(
            'evidence_images',
            t('moderation.evidenceImages'),
            false,
            <EvidenceImages
              id={`${idBase}-evidence_images`}
              label={t('moderation.evidenceImages')}
              value={values.evidence_images ?? []}
              onChange={(urls) => set('evidence_images', urls)}
              onError={(message) =>
                setErrors(({ evidence_images: _gone, ...rest }) => (message ? { ...rest, evidence_images: message } : rest))
              }
            />,
          )}
          {refusal && <Notice tone="error">{refusal}</Notice>}
        </Form>
      </Modal>
      {confirming && (
        <ConfirmDialog
          title={t('moderation.confirmTitle')}
          question={t('moderation.confirmBan', {
            measure: t(`kinds.${kind}`),
            nickname: member.nickname,
            duration: duration ? t(`durations.${duration}`) : '',
            reason: values.reason ? t(`reasons.${values.reason as 'porn'}`) : '',
          })}
          danger
          onConfirm={run}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
