import { type ActionSpec, uploadActions } from '@console/contract';
import { Button, DatePicker, Input, InputNumber, Radio, Switch } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, upload } from '../../app/api/client.ts';
import { pickerValueOf, unixOfPickerValue, usePickerLanguage } from '../picker-time.ts';
import { EffectLink } from '../resource/field-cells.tsx';
import { Select } from '../select.tsx';
import type { FormField } from './form-types.ts';
import { RefControl } from './ref-control.tsx';
import { RewardControl } from './reward-control.tsx';

export interface ControlProps {
  field: FormField;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onFile: (file: File | null) => void;
  file: File | null;
  onError: (message: string | null) => void;
}

/**
 * A file uploaded as soon as it is chosen, through the upload action `actionFor` picks; the value is
 * the stored file's URL. The server checks the content (a renamed file is refused with its message).
 */
function UploadControl(
  props: ControlProps & {
    accept: string;
    actionFor: (file: File) => ActionSpec;
    preview: (url: string) => ReactNode;
    words: { choose: string; replace: string };
  },
) {
  const { t } = useTranslation('kit');
  const { field, id, value, onChange, onError } = props;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const url = typeof value === 'string' ? value : '';
  return (
    <div className="form-image">
      {url && props.preview(url)}
      <input
        ref={input}
        id={id}
        type="file"
        accept={props.accept}
        className="visually-hidden"
        aria-label={field.label}
        onChange={async (event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (!chosen) return;
          setBusy(true);
          onError(null);
          try {
            const stored = await upload(props.actionFor(chosen), {}, { file: chosen }, { handles: [400] });
            onChange((stored as { url: string }).url);
          } catch (error) {
            if (error instanceof ApiError) onError(error.message);
          } finally {
            setBusy(false);
          }
        }}
      />
      <Button loading={busy} onClick={() => input.current?.click()} disabled={field.disabled}>
        {url ? props.words.replace : props.words.choose}
      </Button>
      {url && !field.required && (
        <Button type="link" size="small" disabled={field.disabled} onClick={() => onChange(null)}>
          {t('clearFile')}
        </Button>
      )}
    </div>
  );
}

function ImageControl(props: ControlProps) {
  const { t } = useTranslation('kit');
  return (
    <UploadControl
      {...props}
      accept="image/png,image/jpeg,image/gif,image/webp"
      actionFor={() => uploadActions.uploadPicture}
      preview={(url) => <img src={url} alt={props.field.label} className="form-image__preview" />}
      words={{ choose: t('chooseImage'), replace: t('replaceImage') }}
    />
  );
}

/** An animation: an SVGA goes to uploadSvga, anything else to uploadvideo (which takes MP4 only). */
function EffectControl(props: ControlProps) {
  const { t } = useTranslation('kit');
  return (
    <UploadControl
      {...props}
      accept=".svga,video/mp4"
      actionFor={(file) => (SVGA_NAME.test(file.name) ? uploadActions.uploadSvga : uploadActions.uploadVideo)}
      preview={(url) => <EffectLink url={url} />}
      words={{ choose: t('chooseEffect'), replace: t('replaceEffect') }}
    />
  );
}

const SVGA_NAME = /\.svga$/i;

/**
 * A moment (unix seconds), picked as the console zone's wall clock; cleared, it is null (never, at
 * once). Enter in the open picker confirms the typed time only: it does not also submit the form.
 */
function TimeControl({ field, id, value, onChange }: ControlProps) {
  usePickerLanguage();
  const { t } = useTranslation('kit');
  const [open, setOpen] = useState(false);
  return (
    <DatePicker
      id={id}
      showTime
      format="YYYY-MM-DD HH:mm:ss"
      style={{ width: '100%' }}
      // A picker asks to pick a date: the form's placeholder for typed fields said "please enter".
      placeholder={t('chooseDate')}
      disabled={field.disabled}
      value={typeof value === 'number' ? pickerValueOf(value) : null}
      onOpenChange={setOpen}
      // The browser's own default for Enter in a form's input is to submit it.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && open) event.preventDefault();
      }}
      onChange={(picked) => onChange(picked ? unixOfPickerValue(picked) : null)}
    />
  );
}

/** An xlsx to send with the form; checked by the server by content, here only by name. */
function XlsxControl({ field, id, file, onFile }: ControlProps) {
  const { t } = useTranslation('kit');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="form-file">
      <input
        ref={input}
        id={id}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        className="visually-hidden"
        aria-label={field.label}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <Button onClick={() => input.current?.click()}>{t('chooseFile')}</Button>
      <span className="form-file__name">{file ? file.name : t('noFile')}</span>
      {file && (
        <Button
          type="link"
          size="small"
          onClick={() => {
            if (input.current) input.current.value = '';
            onFile(null);
          }}
        >
          {t('clearFile')}
        </Button>
      )}
    </div>
  );
}

export function FormControl(props: ControlProps) {
  const { field, id, value, onChange } = props;
  if (field.render) return field.render({ id, label: field.label, value, onChange });
  switch (field.kind) {
    case 'image':
      return <ImageControl {...props} />;
    case 'effect':
      return <EffectControl {...props} />;
    case 'xlsx':
      return <XlsxControl {...props} />;
    case 'time':
      return <TimeControl {...props} />;
    case 'ref':
      return field.lookup ? (
        <RefControl
          id={id}
          label={field.label}
          value={value}
          onChange={onChange}
          lookup={field.lookup}
          placeholder={field.placeholder}
          disabled={field.disabled}
        />
      ) : null;
    case 'reward':
      return <RewardControl id={id} label={field.label} value={value} onChange={onChange} disabled={field.disabled} />;
    case 'textarea':
      return (
        <Input.TextArea
          id={id}
          rows={4}
          maxLength={field.maxLength}
          showCount={field.maxLength !== undefined}
          placeholder={field.placeholder}
          disabled={field.disabled}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'int':
      return (
        <InputNumber<number>
          id={id}
          style={{ width: '100%' }}
          placeholder={field.placeholder}
          disabled={field.disabled}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange(next ?? undefined)}
        />
      );
    case 'select':
      return (
        <Select<string | number>
          id={id}
          allowClear
          showSearch={(field.options?.length ?? 0) > 8 ? { optionFilterProp: 'label' } : undefined}
          placeholder={field.placeholder}
          disabled={field.disabled}
          options={field.options?.map((option) => ({ value: option.value, label: option.label }))}
          value={value as string | number | undefined}
          onChange={(next) => onChange(next ?? undefined)}
        />
      );
    case 'radio':
      return (
        <Radio.Group
          id={id}
          disabled={field.disabled}
          options={field.options?.map((option) => ({ value: option.value, label: option.label }))}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'switch':
      return (
        <Switch
          id={id}
          disabled={field.disabled}
          checked={value === true}
          checkedChildren={field.switchLabels?.[0]}
          unCheckedChildren={field.switchLabels?.[1]}
          onChange={(checked) => onChange(checked)}
        />
      );
    default:
      return (
        <Input
          id={id}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          disabled={field.disabled}
          value={typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
