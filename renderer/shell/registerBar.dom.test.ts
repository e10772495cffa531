import { createElement, Fragment } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blocks } from '../../components/mdx.tsx';
import { listContentPages, readSiteData } from '../../scripts/testing/content.ts';
import { ignoreUnloadedFrames, mountMarkup } from '../../scripts/testing/dom/mountMarkup.ts';
import { Layout } from '../Layout.tsx';
import { enhanceRegisterBar, heroScrolledPast, showsBar } from './registerBar.ts';

describe('heroScrolledPast', () => {
  it('is true once the hero’s buttons are above the area below the top bar', () => {
    expect(heroScrolledPast({ isIntersecting: false, bottom: 40, rootTop: 64 })).toBe(true);
  });

  it('is false while they are on screen, or off it below (after a jump back up the page)', () => {
    expect(heroScrolledPast({ isIntersecting: true, bottom: 300, rootTop: 64 })).toBe(false);
    expect(heroScrolledPast({ isIntersecting: false, bottom: 1200, rootTop: 64 })).toBe(false);
  });
});

describe('showsBar', () => {
  it('shows the bar only past the hero and with nothing it repeats or covers on screen', () => {
    expect(showsBar(false, 0)).toBe(false);
    expect(showsBar(true, 0)).toBe(true);
    expect(showsBar(true, 1)).toBe(false);
  });
});

/** Stands in for the browser's IntersectionObserver: the test says what is on screen. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback, readonly options?: IntersectionObserverInit) {
    FakeObserver.current = this;
  }
  observe(target: Element) { this.targets.push(target); }
  disconnect() {}
  /** Reports each target's state: on screen, or off it above (bottom 0) or below. */
  report(states: [Element, 'on' | 'above' | 'below'][]) {
    const entries = states.map(([target, state]) => ({
      target,
      isIntersecting: state === 'on',
      boundingClientRect: { bottom: state === 'above' ? 0 : 900 },
      rootBounds: { top: 64 },
    }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const ROUTE = '/lap-trinh-bot-auto-trading-khong-can-biet-code';

const { PageHero, Section, OfferingFacts, CtaBand } = blocks;

/** The flagship's hero, its course panel and its closing band inside the site's layout, as MDX renders them, enhanced. */
function openFlagship() {
  const frontmatter = listContentPages().find((page) => page.route === ROUTE)?.frontmatter;
  const page = createElement(Fragment, null,
    createElement(PageHero, { children: createElement('h1', null, 'Khóa học') }),
    createElement(Section, { id: 'thong-tin', children: createElement(OfferingFacts) }),
    createElement(CtaBand, { id: 'dang-ky', of: 'final', children: createElement('h2', null, 'Đăng ký') }),
  );
  mountMarkup(createElement(Layout, { data: readSiteData(), route: ROUTE, frontmatter, children: page }), ROUTE);
  enhanceRegisterBar();
  const observer = FakeObserver.current;
  const bar = document.querySelector<HTMLElement>('[data-register-bar]');
  const hero = document.querySelector('[data-hero-actions]');
  if (!observer || !bar || !hero) throw new Error('the flagship has no register bar, hero buttons or observer');
  const barLink = bar.querySelector('a');
  const sameAction = [...document.querySelectorAll('main a')].filter((link) => link.getAttribute('href') === barLink?.getAttribute('href') && !hero.contains(link));
  return { observer, bar, hero, sameAction, panel: document.querySelector('#thong-tin dl'), footer: document.querySelector('body > footer') };
}

beforeEach(() => {
  ignoreUnloadedFrames();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeObserver.current = undefined;
});

describe('enhanceRegisterBar', () => {
  it('keeps the bar inert while the hero’s buttons are on screen and shows it once they have scrolled away', () => {
    const { observer, bar, hero } = openFlagship();
    expect(bar.inert || bar.hasAttribute('inert')).toBe(true);
    observer.report([[hero, 'on']]);
    expect(bar.hasAttribute('inert')).toBe(true);
    observer.report([[hero, 'above']]);
    expect(bar.hasAttribute('inert')).toBe(false);
  });

  it('hides it while the course panel, another button doing the same, or the footer is on screen', () => {
    const { observer, bar, hero, sameAction, panel, footer } = openFlagship();
    expect(sameAction.length).toBeGreaterThan(0);
    for (const cover of [panel, ...sameAction, footer]) {
      if (!cover) throw new Error('a place the bar should give way to is missing');
      expect(observer.targets).toContain(cover);
      observer.report([[hero, 'above'], [cover, 'on']]);
      expect(bar.hasAttribute('inert')).toBe(true);
      observer.report([[cover, 'below']]);
      expect(bar.hasAttribute('inert')).toBe(false);
    }
  });

  it('does not give way to links that go elsewhere, such as the hero’s second button or the band’s chat link', () => {
    const { observer, bar } = openFlagship();
    const href = bar.querySelector('a')?.getAttribute('href');
    const elsewhere = [...document.querySelectorAll('main a[href]')].filter((link) => link.getAttribute('href') !== href);
    expect(elsewhere.length).toBeGreaterThan(1);
    expect(elsewhere.filter((link) => observer.targets.includes(link))).toEqual([]);
  });

  it('observes below the fixed top bar', () => {
    const { observer } = openFlagship();
    expect(observer.options?.rootMargin).toMatch(/^-\d+(\.\d+)?px 0px 0px$/);
  });

  it('stays shown while its own register dialog is open', () => {
    const { observer, bar, hero, panel } = openFlagship();
    observer.report([[hero, 'above']]);
    bar.querySelector('dialog')?.setAttribute('open', '');
    if (!panel) throw new Error('no course panel');
    observer.report([[panel, 'on']]);
    expect(bar.hasAttribute('inert')).toBe(false);
  });
});
