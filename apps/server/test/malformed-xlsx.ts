import { makeZip } from './zip.ts';

/**
 * A workbook written part by part (first column: two ids, one a shared string, one inline), and
 * the same workbook with one defect each: the shapes a hand-edited, cut-off or hostile file takes.
 */
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const PARTS: Record<string, string> = {
  '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
  '_rels/.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="ids" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  'xl/sharedStrings.xml': `${XML}<sst xmlns="${MAIN}" count="1" uniqueCount="1"><si><t>device-xml-1</t></si></sst>`,
  'xl/worksheets/sheet1.xml': `${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>device-xml-2</t></is></c></row></sheetData></worksheet>`,
};

/** What the whole workbook reads as. */
export const WELL_FORMED_VALUES = ['device-xml-1', 'device-xml-2'];

function workbook(change: (parts: Record<string, string | Buffer>) => void = () => {}): Buffer {
  const parts: Record<string, string | Buffer> = { ...PARTS };
  change(parts);
  return makeZip(Object.entries(parts).map(([name, data]) => ({ name, data: Buffer.from(data) })));
}

const SHEET = 'xl/worksheets/sheet1.xml';
const STRINGS = 'xl/sharedStrings.xml';
const withDoctype = (xml: string, doctype: string) => xml.replace(XML, `${XML}${doctype}`);

export const wellFormedXlsx = (): Buffer => workbook();

/** Each defect by name; every one must be refused with a clear 400, none read in part. */
export function malformedXlsx(): Record<string, Buffer> {
  const whole = workbook();
  return {
    'not a zip': Buffer.from('id\ndevice-1\ndevice-2\n'),
    'a cut-off zip': whole.subarray(0, Math.floor(whole.length * 0.6)),
    'a zip without a workbook': workbook((parts) => delete parts['xl/workbook.xml']),
    'a DOCTYPE with entities': workbook((parts) => {
      parts[STRINGS] = withDoctype(
        PARTS[STRINGS] as string,
        '<!DOCTYPE sst [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>',
      ).replace('device-xml-1', '&b;');
    }),
    'an external entity': workbook((parts) => {
      parts[SHEET] = withDoctype(PARTS[SHEET] as string, '<!DOCTYPE worksheet [<!ENTITY x SYSTEM "file:///etc/passwd">]>');
    }),
    'a cut-off sheet': workbook((parts) => {
      parts[SHEET] = (PARTS[SHEET] as string).slice(0, (PARTS[SHEET] as string).indexOf('<row r="2"'));
    }),
    'a cut-off workbook part': workbook((parts) => {
      parts['xl/workbook.xml'] = (PARTS['xl/workbook.xml'] as string).slice(0, 120);
    }),
    'shared strings that are not XML': workbook((parts) => {
      parts[STRINGS] = Buffer.from([0, 1, 2, 0xff, 0xfe, 0x3c, 0x3c]);
    }),
    'shared strings cut off': workbook((parts) => {
      parts[STRINGS] = (PARTS[STRINGS] as string).replace('</t></si></sst>', '');
    }),
    'a shared string that is not there': workbook((parts) => {
      parts[SHEET] = (PARTS[SHEET] as string).replace('<v>0</v>', '<v>7</v>');
    }),
    'a shared string index that is not a number': workbook((parts) => {
      parts[SHEET] = (PARTS[SHEET] as string).replace('<v>0</v>', '<v>x</v>');
    }),
    'no shared strings at all': workbook((parts) => delete parts[STRINGS]),
    'garbage after the sheet': workbook((parts) => {
      parts[SHEET] = `${PARTS[SHEET]}<<garbage`;
    }),
  };
}
