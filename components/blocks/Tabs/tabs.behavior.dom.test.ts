import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { behaviorRoot, mountMarkup } from '../../../scripts/testing/dom/mountMarkup.ts';
import { Tab } from '../Tab/Tab.tsx';
import { Tabs } from './Tabs.tsx';
import { enhance } from './tabs.behavior.ts';

const IDS = ['development', 'production', 'mobile', 'security'];

beforeEach(() => {
  const panels = IDS.map((id) => createElement(Tab, { key: id, id, label: `Label ${id}`, children: createElement('p', null, `Steps for ${id}`) }));
  mountMarkup(createElement(Tabs, null, panels));
  enhance(behaviorRoot('tabs'));
});

const tab = (id: string) => document.getElementById(`tab-button-${id}`) as HTMLButtonElement;
/** The panels styles.css shows once scripted: only those marked `data-active`. */
const shownPanels = () => IDS.filter((id) => document.getElementById(`tab-${id}`)?.hasAttribute('data-active'));
const selectedTabs = () => IDS.filter((id) => tab(id).getAttribute('aria-selected') === 'true');
const press = (id: string, key: string) => tab(id).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('tabs', () => {
  it('start on the first tab, its panel the only one shown', () => {
    expect(selectedTabs()).toEqual(['development']);
    expect(shownPanels()).toEqual(['development']);
  });

  it('switch panel on a click, marking only the chosen tab selected', () => {
    tab('mobile').click();
    expect(selectedTabs()).toEqual(['mobile']);
    expect(shownPanels()).toEqual(['mobile']);
    expect(tab('development').getAttribute('aria-selected')).toBe('false');
  });

  it('keep one tab in the Tab order: the selected one', () => {
    tab('production').click();
    expect(IDS.map((id) => tab(id).tabIndex)).toEqual([-1, 0, -1, -1]);
  });

  it('move to the next and previous tab with the arrow keys, taking focus there', () => {
    tab('development').focus();
    press('development', 'ArrowRight');
    expect(shownPanels()).toEqual(['production']);
    expect(document.activeElement).toBe(tab('production'));
    press('production', 'ArrowLeft');
    expect(selectedTabs()).toEqual(['development']);
    expect(document.activeElement).toBe(tab('development'));
  });

  it('wrap around from the last tab to the first and back', () => {
    press('security', 'ArrowRight');
    expect(shownPanels()).toEqual(['development']);
    press('development', 'ArrowLeft');
    expect(shownPanels()).toEqual(['security']);
  });

  it('jump to the first and the last tab with Home and End', () => {
    press('production', 'End');
    expect(selectedTabs()).toEqual(['security']);
    press('security', 'Home');
    expect(selectedTabs()).toEqual(['development']);
  });

  it('take over only the keys they use, leaving the rest to the page', () => {
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    const letter = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    tab('development').dispatchEvent(arrow);
    tab('production').dispatchEvent(letter);
    expect([arrow.defaultPrevented, letter.defaultPrevented]).toEqual([true, false]);
    expect(selectedTabs()).toEqual(['production']);
  });

  it('draw a panel coming into view by its first screen, then whole once that frame is painted', async () => {
    tab('mobile').click();
    const panel = document.getElementById('tab-mobile')!;
    expect(panel.hasAttribute('data-first-screen')).toBe(true);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))));
    expect(panel.hasAttribute('data-first-screen')).toBe(false);
  });

  it('leave the panel on screen whole when its own tab is tapped again', () => {
    tab('development').click();
    expect(document.getElementById('tab-development')!.hasAttribute('data-first-screen')).toBe(false);
  });
});
