// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { LAYING_OUT, layOutAhead } from './layOutAhead.ts';

describe('layOutAhead', () => {
  it('lets each panel in for one layout, one panel per idle moment, and hides it again', () => {
    const panels = ['a', 'b', 'c'].map((id) => Object.assign(document.createElement('section'), { id }));
    const idle: (() => void)[] = [];
    const markedDuringLayout: string[] = [];
    for (const panel of panels) {
      panel.getBoundingClientRect = () => {
        markedDuringLayout.push(panels.filter((candidate) => candidate.hasAttribute(LAYING_OUT)).map((candidate) => candidate.id).join());
        return new DOMRect();
      };
    }
    layOutAhead(panels, (run) => idle.push(run));
    // Nothing happens until the browser is idle, and then one panel at a time.
    expect(markedDuringLayout).toEqual([]);
    for (let moment = 0; moment < 3; moment++) idle.shift()?.();
    expect(markedDuringLayout).toEqual(['a', 'b', 'c']);
    expect(idle).toEqual([]);
    expect(panels.filter((panel) => panel.hasAttribute(LAYING_OUT))).toEqual([]);
  });

  it('asks for no idle moment when there is nothing to lay out', () => {
    const idle: (() => void)[] = [];
    layOutAhead([], (run) => idle.push(run));
    expect(idle).toEqual([]);
  });
});

describe('layOutAhead on closed <details>', () => {
  /** A <details> of the group `name` whose layout records whether it was open then and under which name. */
  function disclosure(name: string, { shown = true, top = 100 } = {}) {
    const details = document.createElement('details');
    details.setAttribute('name', name);
    details.append(Object.assign(document.createElement('summary'), { textContent: 'Xem' }), document.createElement('p'));
    const seen: string[] = [];
    details.checkVisibility = () => shown;
    details.getBoundingClientRect = () => {
      seen.push(`${details.open ? 'open' : 'closed'} ${details.getAttribute('name') ?? 'unnamed'}`);
      return new DOMRect(0, top, 300, 40);
    };
    document.body.append(details);
    return { details, seen };
  }
  const runAll = (elements: HTMLElement[]) => layOutAhead(elements, (run) => run());

  it('opens one for its layout, without its group name (which would close the open one), then closes it and gives the name back', () => {
    const { details, seen } = disclosure('faq');
    runAll([details]);
    expect(seen).toEqual(['closed faq', 'open unnamed']);
    expect(details.open).toBe(false);
    expect(details.getAttribute('name')).toBe('faq');
  });

  it('leaves alone one the visitor opened, one not rendered and one above the screen', () => {
    const opened = disclosure('faq');
    opened.details.open = true;
    const hidden = disclosure('exercise', { shown: false });
    const above = disclosure('exercise', { top: -200 });
    runAll([opened.details, hidden.details, above.details]);
    expect(opened.details.open).toBe(true);
    expect([opened.seen, hidden.seen, above.seen]).toEqual([[], [], ['closed exercise']]);
    expect(above.details.open).toBe(false);
  });
});
