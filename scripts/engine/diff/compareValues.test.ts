import { describe, expect, it } from 'vitest';
import { compareFacts, compareValues, flattenFacts } from './compareValues.ts';

describe('flattenFacts', () => {
  it('keys every leaf by its dotted path and numbers lists of objects from 0', () => {
    const facts = flattenFacts({ title: 'A', curriculum: [{ sessions: [{ title: 'x' }, { title: 'y' }] }], place: { online: 'Zoom' } });
    expect([...facts.keys()]).toEqual(['title', 'curriculum.0.sessions.0.title', 'curriculum.0.sessions.1.title', 'place.online']);
    expect(facts.get('curriculum.0.sessions.1.title')).toEqual({ path: ['curriculum', 0, 'sessions', 1, 'title'], value: 'y' });
  });

  it('keeps a list of plain values as one fact, as a visitor reads it', () => {
    expect([...flattenFacts({ timeSlots: ['8:00-10:00', '20:00-22:00'], tags: [] })]).toEqual([
      ['timeSlots', { path: ['timeSlots'], value: ['8:00-10:00', '20:00-22:00'] }],
      ['tags', { path: ['tags'], value: [] }],
    ]);
  });
});

describe('compareValues', () => {
  it('lists changed, added and removed facts in the newer order, a removed one where it stood', () => {
    expect(compareValues({ title: 'A', price: 1, seats: 10, end: 'x' }, { title: 'A', price: 2, end: 'x', tags: ['t'] })).toEqual([
      { kind: 'fact', path: ['price'], before: 1, after: 2 },
      { kind: 'fact', path: ['seats'], before: 10 },
      { kind: 'fact', path: ['tags'], after: ['t'] },
    ]);
  });

  it('reports a session inserted into a list as one added session with its facts, not every later one as changed', () => {
    const sessions = (...titles: string[]) => ({ curriculum: [{ title: 'Khối 1', sessions: titles.map((title) => ({ title, topics: ['t'] })) }] });
    expect(compareValues(sessions('a', 'b', 'c'), sessions('a', 'x', 'b', 'c'))).toEqual([{
      kind: 'item', path: ['curriculum', 0, 'sessions', 1], status: 'added', facts: [
        { path: ['curriculum', 0, 'sessions', 1, 'title'], value: 'x' },
        { path: ['curriculum', 0, 'sessions', 1, 'topics'], value: ['t'] },
      ],
    }]);
    expect(compareValues(sessions('a', 'b', 'c'), sessions('a', 'c'))).toMatchObject([
      { kind: 'item', path: ['curriculum', 0, 'sessions', 1], status: 'removed' },
    ]);
  });

  it('compares an item edited in place field by field, even with an item inserted before it', () => {
    const speaker = (name: string, title: string) => ({ name, title });
    const before = { speakers: [speaker('An', 'Diễn giả'), speaker('Bình', 'Khách mời')] };
    const after = { speakers: [speaker('An', 'Diễn giả'), speaker('Chi', 'Người dẫn'), speaker('Bình', 'Diễn giả chính')] };
    expect(compareValues(before, after)).toEqual([
      { kind: 'item', path: ['speakers', 1], status: 'added', facts: [
        { path: ['speakers', 1, 'name'], value: 'Chi' },
        { path: ['speakers', 1, 'title'], value: 'Người dẫn' },
      ] },
      { kind: 'fact', path: ['speakers', 2, 'title'], before: 'Khách mời', after: 'Diễn giả chính' },
    ]);
  });

  it('reads a list of objects that appears or disappears as its items added or removed', () => {
    expect(compareValues({}, { agenda: [{ time: '08:00-09:00', title: 'Mở đầu' }] })).toMatchObject([
      { kind: 'item', path: ['agenda', 0], status: 'added' },
    ]);
  });

  it('finds nothing between equal facts, lists included', () => {
    const facts = { timeSlots: ['20:00-22:00'], projects: [{ title: 'Bot' }] };
    expect(compareFacts(flattenFacts(facts), flattenFacts(structuredClone(facts)))).toEqual([]);
    expect(compareValues(facts, structuredClone(facts))).toEqual([]);
  });
});
