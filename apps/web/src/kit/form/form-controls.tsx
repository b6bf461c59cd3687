import { uploadActions } from '@console/contract';
import { Button, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, upload } from '../../app/api/client.ts';
import type { FormField } from './form-types.ts';

export interface ControlProps {
  field: FormField;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onFile: (file: File | null) => void;
  file: File | null;
  onError: (message: string | null) => void;
}

/** An image: uploaded through UploadFile/uploadPicture as soon as it is chosen; the value is its URL. */
function ImageControl({ field, id, value, onChange, onError }: ControlProps) {
  const { t } = useTranslation('kit');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const url = typeof value === 'string' ? value : '';
  return (
    <div className="form-image">
      {url && <img src={url} alt={field.label} className="form-image__preview" />}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className="visually-hidden"
        aria-label={field.label}
        onChange={async (event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (!chosen) return;
          setBusy(true);
          onError(null);
          try {
            const stored = await upload(uploadActions.uploadPicture, {}, { file: chosen }, { handles: [400] });
            onChange(stored.url);
          } catch (error) {
            if (error instanceof ApiError) onError(error.message);
          } finally {
            setBusy(false);
          }
        }}
      />
      <Button loading={busy} onClick={() => input.current?.click()} disabled={field.disabled}>
        {url ? t('replaceImage') : t('chooseImage')}
      </Button>
    </div>
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
  if (field.render) return field.render({ id, value, onChange });
  switch (field.kind) {
    case 'image':
      return <ImageControl {...props} />;
    case 'xlsx':
      return <XlsxControl {...props} />;
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
