import type { Page } from 'playwright-core';

/**
 * What a staff member saw wrong on screens (issue 29), checked on every screen the smoke tests open:
 * a raw `{slot}` or `{{slot}}` left in the text, row actions outside the window, a count or amount
 * of 10,000 or more written without separators, a reference shown by its bare id, and an empty cell
 * (an empty value is shown "—").
 * Answers one line per problem, so a failing screen says what is wrong where.
 */
export async function screenProblems(page: Page, scope: string, actionsTitle: string): Promise<string[]> {
  // A string, as this project has no DOM types: run in the page.
  const script = `(() => {
    const root = document.querySelector(${JSON.stringify(scope)});
    if (!root) return ['no ' + ${JSON.stringify(scope)}];
    const problems = [];
    const slot = (root.innerText || '').match(/\\{\\{?\\s*[A-Za-z_]\\w*\\s*\\}\\}?/);
    if (slot) problems.push('raw slot on screen: ' + slot[0]);
    const width = window.innerWidth;
    // Only what is on screen: the tabs kept open behind this one hold tables of their own.
    const tables = [...root.querySelectorAll('.ant-table')].filter((table) => table.getClientRects().length > 0);
    for (const table of tables) {
      const headers = [...table.querySelectorAll('.ant-table-thead > tr:last-child > th')];
      const titles = headers.map((th) => (th.innerText || '').trim());
      const actions = headers.find((th, n) => titles[n] === ${JSON.stringify(actionsTitle)});
      if (actions && actions.getBoundingClientRect().right > width + 1)
        problems.push('row actions outside the window (' + Math.round(actions.getBoundingClientRect().right) + ' > ' + width + ')');
      for (const row of table.querySelectorAll('.ant-table-tbody > tr.ant-table-row')) {
        const cells = [...row.children];
        cells.forEach((cell, n) => {
          const title = titles[n] ?? '';
          if (title === '' || cell.classList.contains('ant-table-selection-column')) return;
          const text = (cell.innerText || '').trim();
          const shown = cell.querySelector('img, svg, button, input, canvas, .ant-tag, .ant-switch');
          if (text === '' && !shown) problems.push('empty cell under ' + title);
          // A number that names something (an id, a pretty number, a phone, a code) is written as typed.
          // A reference (a member, a room, another row) shows its name beside the key.
          if (['member', 'room', 'ref'].includes(cell.getAttribute('data-kind') || '') && /^\\d+$/.test(text))
            problems.push('an id without a name under ' + title);
          // Text staff typed (a declared text field) is shown as typed.
          const typed = ['text', 'longText'].includes(cell.getAttribute('data-kind') || '');
          if (!typed && /^-?\\d{5,}$/.test(text) && !/id|ID|Id|号|No|number|编号|码|IP|版本|version|Version/.test(title))
            problems.push('number without separators under ' + title + ': ' + text);
        });
      }
    }
    return [...new Set(problems)];
  })()`;
  return (await page.evaluate(script)) as string[];
}
