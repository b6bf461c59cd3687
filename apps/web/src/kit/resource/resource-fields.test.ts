import { MenuIds, resource } from '@console/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fieldCell, resourceFilters, wordsOf } from './resource-fields.tsx';
import { formValuesOf, resourceFormFields } from './resource-form-fields.tsx';

/** A review queue with a picture per row. */
const pictures = resource({
  module: 'TestPictures',
  namespace: 'testPictures',
  menu: MenuIds.sensitiveWords,
  labels: {
    'zh-cn': { noun: '图片', fields: { image: '图片', state: '状态' } },
    en: { noun: 'picture', fields: { image: 'Picture', state: 'State' } },
  },
  fields: { image: { kind: 'image' }, state: { kind: 'enum', values: ['pending', 'passed', 'refused'], filter: 'eq' } },
  actions: {},
  review: { field: 'state', pending: 'pending', outcomes: { pass: 'passed', refuse: 'refused' }, check: 'check' },
});

/** Gifts sold in several regions. */
const sold = resource({
  module: 'TestSold',
  namespace: 'testSold',
  menu: MenuIds.sensitiveWords,
  labels: { 'zh-cn': { noun: '礼物', fields: { regions: '区域' } }, en: { noun: 'gift', fields: { regions: 'Regions' } } },
  scope: { region: 'regions' },
  fields: { regions: { kind: 'regions', required: true, filter: 'eq' } },
  actions: { save: 'save' },
});

describe('resource fields', () => {
  it('show several regions by name, filter by one and pick them in a multiple choice holding ids', () => {
    const words = wordsOf(sold, 'en');
    // As tags, at most three and '+N' (CompactTags), so a row stays one line tall.
    expect(fieldCell(words, 'en', 'regions', sold.fields.regions, { id: 1, regions: [0, 1] })).toMatchObject({
      props: { names: ['English', 'Arabic'] },
    });
    const [filter] = resourceFilters(sold, words, 'en');
    expect(filter).toMatchObject({ name: 'regions', kind: 'choice' });
    expect(filter?.options?.[1]).toEqual({ value: '1', label: 'Arabic' });
    const [field] = resourceFormFields(sold, words, 'en');
    expect(field?.render).toBeTypeOf('function');
    expect(formValuesOf(sold, { id: 1, regions: [0, 3] })).toEqual({ regions: [0, 3] });
  });

  it('open a review queue on its pending rows', () => {
    const [state] = resourceFilters(pictures, wordsOf(pictures, 'en'), 'en');
    expect(state).toMatchObject({ name: 'state', kind: 'choice', initial: 'pending' });
  });

  it('show a picture as a thumbnail named by its field, opening it at full size', () => {
    const cell = fieldCell(wordsOf(pictures, 'en'), 'en', 'image', pictures.fields.image, { id: 1, image: '/files/abc' });
    const html = renderToStaticMarkup(cell as never);
    expect(html).toMatch(
      /^<a href="\/files\/abc" target="_blank" rel="noreferrer"><img class="resource-image" src="\/files\/abc" alt="Picture"/,
    );
  });
});
