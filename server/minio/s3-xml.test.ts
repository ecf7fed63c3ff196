import { describe, expect, it } from 'vitest';
import { childNumber, childrenNamed, childText, element, parseXml, renderXml } from './s3-xml.ts';

describe('bucket configuration XML', () => {
  it('keeps texts as written, where a number-guessing parser would turn them into numbers', () => {
    const document = parseXml(
      '<?xml version="1.0" encoding="UTF-8"?><Filter xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Prefix>01</Prefix><Value>0x10</Value><Other>1.50</Other></Filter>',
    );
    expect([
      childText(document, 'Prefix'),
      childText(document, 'Value'),
      childText(document, 'Other'),
    ]).toEqual(['01', '0x10', '1.50']);
  });

  it('decodes entities and reads repeated, empty and self-closing elements', () => {
    const document = parseXml(
      '<Rule><Tag>a &amp; b</Tag><Tag>&lt;c&gt;</Tag><Prefix></Prefix><Empty/><N>7</N></Rule>',
    );
    expect(childrenNamed(document, 'Tag').map((tag) => tag.text)).toEqual(['a & b', '<c>']);
    expect(childText(document, 'Prefix')).toBe('');
    expect(childrenNamed(document, 'Empty')).toHaveLength(1);
    expect(childNumber(document, 'N')).toBe(7);
    expect(childNumber(document, 'Missing')).toBe(0);
  });

  it('writes what it reads, escaping text and leaving undefined children out', () => {
    const written = renderXml(
      element('LifecycleConfiguration', [
        element('Rule', [element('ID', 'a<b>&"c\''), undefined, element('Days', 30)]),
      ]),
    );
    expect(written).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><LifecycleConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Rule><ID>a&lt;b&gt;&amp;&quot;c&apos;</ID><Days>30</Days></Rule></LifecycleConfiguration>',
    );
    const [rule] = childrenNamed(parseXml(written), 'Rule');
    expect(childText(rule, 'ID')).toBe('a<b>&"c\'');
  });

  it.each(['a\r\nb', 'a\rb', 'a\nb', 'фото/', '😀 עברית'])(
    'writes %j so that an XML reader reads it back as typed',
    (text) => {
      const written = renderXml(element('Prefix', text));
      expect(written).not.toMatch(/[\r\n]/);
      expect(parseXml(written).text).toBe(text);
    },
  );

  it('refuses an answer that is not XML', () => {
    expect(() => parseXml('not xml')).toThrow('not an XML document');
  });
});
