import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageWith, landingPage, readHtml } from '../../../scripts/testing/blockFixtures.ts';
import { Faq } from './Faq.tsx';
import { resolveFaq } from './resolve.ts';

describe('Faq', () => {
  it('makes each question a disclosure of one shared group, its answer inside', () => {
    const page = pageWith(landingPage({ faq: [
      { question: 'Cần biết lập trình không?', answer: 'Không cần.' },
      { question: 'Học ở đâu?', answer: 'Online qua Zoom.' },
    ] }));
    const html = readHtml(renderToStaticMarkup(createElement(Faq, resolveFaq({}, page))));
    expect(html.texts('summary')).toEqual(['Cần biết lập trình không?', 'Học ở đâu?']);
    expect(html.texts('details > p')).toEqual(['Không cần.', 'Online qua Zoom.']);
    expect(html.attributes('details', 'name')).toEqual(['home-faq', 'home-faq']);
  });
});
