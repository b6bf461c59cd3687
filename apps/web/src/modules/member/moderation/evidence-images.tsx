import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { labelLangOf, uploadActions } from '@console/contract';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, upload } from '../../../app/api/client.ts';
import { imageRules } from '../../../app/api/upload-limit.ts';
import { currentWireLang } from '../../../app/i18n.ts';
import { IMAGE_TYPES, imageProblem, MAX_EVIDENCE_IMAGES } from './ban-rules.ts';

interface Props {
  id: string;
  label: string;
  value: readonly string[];
  onChange: (urls: string[]) => void;
  onError: (message: string | null) => void;
}

/** Evidence screenshots: each checked here (type; its size by the upload), uploaded at once, kept as its /files/ link. */
export function EvidenceImages({ id, label, value, onChange, onError }: Props) {
  const { t } = useTranslation('member');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const add = async (files: File[]) => {
    onError(null);
    const room = MAX_EVIDENCE_IMAGES - value.length;
    const lang = currentWireLang();
    const urls = [...value];
    setBusy(true);
    try {
      for (const file of files.slice(0, room)) {
        const problem = imageProblem(file, lang);
        if (problem) {
          onError(`${file.name}: ${problem}`);
          continue;
        }
        try {
          const stored = await upload(uploadActions.uploadPicture, {}, { file }, { handles: [400] });
          urls.push(stored.url);
          onChange([...urls]);
        } catch (error) {
          if (error instanceof ApiError) onError(`${file.name}: ${error.message}`);
        }
      }
      if (files.length > room) onError(t('moderation.tooManyImages', { max: MAX_EVIDENCE_IMAGES }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="evidence-images">
      <ul className="evidence-images__list">
        {value.map((url, index) => (
          <li key={url} className="evidence-images__item">
            <img src={url} alt={t('moderation.evidenceImageN', { n: index + 1 })} />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('moderation.removeImage', { n: index + 1 })}
              onClick={() => onChange(value.filter((one) => one !== url))}
            />
          </li>
        ))}
      </ul>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={IMAGE_TYPES.join(',')}
        className="visually-hidden"
        aria-label={label}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void add(files);
        }}
      />
      <Button
        icon={<PlusOutlined />}
        loading={busy}
        disabled={value.length >= MAX_EVIDENCE_IMAGES}
        onClick={() => input.current?.click()}
      >
        {t('moderation.addImages')}
      </Button>
      <span className="evidence-images__hint">{imageRules(labelLangOf(currentWireLang()))}</span>
    </div>
  );
}
