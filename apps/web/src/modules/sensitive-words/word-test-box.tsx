import { sensitiveWordActions } from '@console/contract';
import { Button } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { regionOptions } from '../../kit/regions.ts';
import { Select } from '../../kit/select.tsx';
import { markHits } from './mark-hits.ts';

type Hit = { id: number; word: string; index: number; record: boolean };

/** Type a text and see which words of the admin's regions it hits (SensitiveWords/test). */
export function WordTestBox() {
  const { t } = useTranslation('sensitiveWords');
  const lang = useUiLang();
  const id = useId();
  const [text, setText] = useState('');
  const [region, setRegion] = useState<string | undefined>();
  const [result, setResult] = useState<{ text: string; hits: Hit[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await api(sensitiveWordActions.sensitiveWordTest, {
        text,
        region_id: region === undefined ? undefined : Number(region),
      });
      setResult({ text, hits: answer.hits });
    } catch {
      setResult(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="word-test" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="word-test__title">
        {t('screen.testTitle')}
      </h2>
      <form className="word-test__form" onSubmit={(event) => void run(event)}>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {t('screen.testText')}
        </label>
        {/* A plain textarea: antd's brings every input kind along (about 8 KB gzip) for one box. */}
        <textarea
          id={`${id}-text`}
          className="word-test__input"
          rows={2}
          maxLength={5000}
          placeholder={t('screen.testPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="word-test__actions">
          <Select<string>
            aria-label={t('screen.testRegion')}
            allowClear
            placeholder={t('screen.allRegions')}
            options={regionOptions(lang)}
            value={region}
            onChange={(next) => setRegion(next ?? undefined)}
            style={{ minWidth: 180 }}
          />
          <Button htmlType="submit" loading={busy}>
            {t('screen.testRun')}
          </Button>
        </div>
      </form>
      {result && (
        <output className="word-test__result" data-testid="word-test-result">
          <p>{result.hits.length > 0 ? t('screen.testHits', { count: result.hits.length }) : t('screen.testNone')}</p>
          {result.hits.length > 0 && (
            <>
              <ul className="word-test__hits">
                {result.hits.map((hit) => (
                  <li key={hit.id}>{hit.word}</li>
                ))}
              </ul>
              <p className="word-test__text">
                {markHits(result.text, result.hits).map((part, index) =>
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text, in order.
                  part.hit ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
                )}
              </p>
            </>
          )}
        </output>
      )}
    </section>
  );
}
