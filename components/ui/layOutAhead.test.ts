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
