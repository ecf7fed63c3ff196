import { randomBytes } from 'node:crypto';
import { parseRuleTags, type RuleTag } from '../../src/contract/rule-tags.ts';
import { ConsoleError } from '../http/errors.ts';
import { childNamed, childrenNamed, childText, element, type XmlElement } from '../minio/s3-xml.ts';

/** What replication and lifecycle rules have in common: an ID and a filter by prefix and tags. */

/** xid-like: 20 lowercase characters, like the IDs `mc` gives rules. */
export const newRuleId = () => randomBytes(10).toString('hex');

/** Which objects a rule applies to. */
export interface RuleFilter {
  prefix: string;
  tags: RuleTag[];
}

const tagElement = (tag: RuleTag) => element('Tag', [element('Key', tag.key), element('Value', tag.value)]);
const tagOf = (node: XmlElement): RuleTag => ({
  key: childText(node, 'Key'),
  value: childText(node, 'Value'),
});

/**
 * `<Filter>` in the one form S3 accepts for the combination: a prefix, one tag, or `<And>` of several.
 * Tags come as the console writes them (`k1=v1&k2=v2`); anything else is a 400.
 */
export function ruleFilterElement(prefix: string, tagsText: string): XmlElement {
  const tags = parseRuleTags(tagsText);
  if (!tags) throw new ConsoleError(400, 'Write tags as key=value pairs joined by &');
  const [onlyTag] = tags;
  if (tags.length === 0) return element('Filter', [element('Prefix', prefix)]);
  if (tags.length === 1 && onlyTag && prefix === '') return element('Filter', [tagElement(onlyTag)]);
  return element('Filter', [
    element('And', [prefix ? element('Prefix', prefix) : undefined, ...tags.map(tagElement)]),
  ]);
}

/** The filter of a rule element; the legacy rule-level `<Prefix>` counts too. */
export function ruleFilterOf(rule: XmlElement): RuleFilter {
  const filter = childNamed(rule, 'Filter');
  const and = childNamed(filter, 'And');
  return {
    prefix: childText(and, 'Prefix') || childText(filter, 'Prefix') || childText(rule, 'Prefix'),
    tags: [...childrenNamed(filter, 'Tag'), ...childrenNamed(and, 'Tag')].map(tagOf),
  };
}
