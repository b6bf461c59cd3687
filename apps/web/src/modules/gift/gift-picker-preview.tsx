import { giftActions } from '@console/contract';
import { useId, useState } from 'react';
import { useUiLang } from '../../app/i18n.ts';
import { GiftPicker } from '../../kit/gift-picker.tsx';
import { wordsOf } from '../../kit/resource/resource-fields.tsx';
import './gift.css';

/**
 * The shared gift picker as other screens show it, above the gift list: staff scheduling a gift
 * check here that it is offered once its on time has come, without leaving for an activity screen.
 */
export function GiftPickerPreview() {
  const words = wordsOf(giftActions.gifts, useUiLang());
  const id = useId();
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <div className="gift-picker-preview" data-testid="gift-picker-preview">
      <label htmlFor={id}>{words.screen('pickerPreview')}</label>
      <GiftPicker id={id} value={picked} onChange={setPicked} aria-label={words.screen('pickerPreview')} />
      <span className="gift-picker-preview__help">{words.screen('pickerPreviewHelp')}</span>
    </div>
  );
}
