/**
 * A price, date or count typed in prose goes stale when the fact changes where it is stated: a
 * warning where prose repeats a fact the page shows (pageFacts.ts), naming the fact, where it is
 * stated and the block that shows it; and where a price or start date in prose differs from the
 * page's own, naming both values. Only the page's own subjects count: a date in a sentence about
 * another event is that event's business.
 */
import { formatDate } from '../../lib/formatDate.ts';
import { formatVnd } from '../../lib/formatVnd.ts';
import { locateInProse, type Problem } from '../../scripts/engine/site.ts';
import type { FactPage, FactSite } from './factPage.ts';
import { pageFacts, type ShownFact } from './pageFacts.ts';
import { findMentions, type Mention } from './proseMentions.ts';

export function proseFactProblems(page: FactPage, site: FactSite): Problem[] {
  const facts = pageFacts(page, site);
  if (facts.length === 0) return [];
  const problems: Problem[] = [];
  for (const block of page.outline.prose) {
    if (!/\d/.test(block.value)) continue;
    for (const mention of findMentions(block.value)) {
      const message = repeated(mention, facts, page) ?? contradicted(mention, facts, page);
      if (message) problems.push({ file: page.file, ...locateInProse(block, mention.offset), rule: 'fact', severity: 'warning', message });
    }
  }
  return problems;
}

function repeated(mention: Mention, facts: ShownFact[], page: FactPage): string | undefined {
  const fact = facts.find((candidate) => candidate.kind === mention.kind && sameValue(candidate.value, mention.value));
  if (!fact) return undefined;
  const shown = shownBy(fact, page);
  const count = fact.count ? `, hoặc viết <Count of="${fact.count}" /> thay cho con số để nó luôn đúng` : '';
  return shown.present
    ? `"${mention.text}" lặp lại ${fact.name}, đã hiện trong ${shown.tag}; bỏ con số này khỏi câu để khi dữ kiện đổi chỉ phải sửa một chỗ${count}`
    : `"${mention.text}" lặp lại ${fact.name}; bỏ con số này khỏi câu và để ${shown.tag} hiện nó${count}`;
}

/** A price where the sentence speaks of the price, or a date where it speaks of the start, that differs from the page's only one. */
function contradicted(mention: Mention, facts: ShownFact[], page: FactPage): string | undefined {
  const context = mention.kind === 'price' ? 'price' : mention.kind === 'date' ? 'start' : undefined;
  if (!context || mention.context !== context) return undefined;
  const mains = facts.filter((fact) => fact.main && fact.kind === mention.kind);
  const [fact] = mains;
  if (!fact || new Set(mains.map((main) => main.subject)).size > 1) return undefined;
  const stated = typeof fact.value === 'number' ? formatVnd(fact.value) : formatDate(fact.value);
  const shown = shownBy(fact, page);
  const drop = shown.present ? `bỏ con số này khỏi câu vì ${shown.tag} đã hiện giá trị đúng` : `bỏ con số này khỏi câu và để ${shown.tag} hiện giá trị đúng`;
  return `"${mention.text}" khác ${fact.name}: ${stated}; ${drop}, hoặc sửa dữ kiện nếu nó đã đổi`;
}

/** The first block showing the fact that the page uses (with its line), else the one to add. */
function shownBy(fact: ShownFact, page: FactPage): { tag: string; present: boolean } {
  for (const name of fact.blocks) {
    const element = page.outline.elements.find((candidate) => candidate.name === name);
    if (element) return { tag: `<${name} /> (dòng ${element.at.line})`, present: true };
  }
  return { tag: `<${fact.blocks[0] ?? 'OfferingFacts'} />`, present: false };
}

/** A date typed without its year matches the fact's day and month. */
function sameValue(fact: number | string, typed: number | string): boolean {
  if (typeof fact === 'string' && typeof typed === 'string' && typed.length === 5) return fact.slice(5) === typed;
  return fact === typed;
}
