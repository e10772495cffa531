/**
 * Every built page (dist/client, which `npm test` builds before its tests) is valid HTML by
 * html-validate's recommended rules as site/htmlValidation.ts sets them, and declares its encoding
 * where a browser looks for it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtSiteDir } from '../scripts/testing/content.ts';
import { htmlValidationConfig } from './htmlValidation.ts';

const pages = existsSync(builtSiteDir)
  ? readdirSync(builtSiteDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).sort()
  : [];
const htmlOf = (page: string) => readFileSync(path.join(builtSiteDir, page), 'utf8');

describe('this site\'s built pages', () => {
  it('are valid HTML by html-validate\'s recommended rules, every one', async () => {
    expect(pages.length, 'npm test builds the site before its tests').toBeGreaterThan(20);
    const validator = new HtmlValidate(new StaticConfigLoader(htmlValidationConfig));
    const errors: string[] = [];
    for (const page of pages) {
      const report = await validator.validateString(htmlOf(page), page);
      for (const { messages } of report.results) {
        for (const { line, column, ruleId, message } of messages) errors.push(`${page}:${line}:${column}  ${ruleId}  ${message}`);
      }
    }
    expect(errors).toEqual([]);
  });

  it('may not put a role on a decorative image, which the Nu HTML Checker refuses', async () => {
    const validator = new HtmlValidate(new StaticConfigLoader(htmlValidationConfig));
    const page = (image: string) => `<!DOCTYPE html><html lang="vi"><head><title>t</title></head><body>${image}</body></html>`;
    const rulesOf = async (html: string) => (await validator.validateString(html, 'page.html')).results.flatMap((result) => result.messages.map((message) => message.ruleId));
    expect(await rulesOf(page('<img src="a.png" alt="" role="presentation">'))).toEqual(['site/no-role-on-decorative-image']);
    expect(await rulesOf(page('<img src="a.png" alt="">'))).toEqual([]);
  });

  it('declare UTF-8 first in their head, within the first 1,024 bytes', () => {
    for (const page of pages) {
      const html = htmlOf(page);
      expect(html.indexOf('<head><meta charset="utf-8">'), page).toBeGreaterThan(0);
      expect(Buffer.byteLength(html.slice(0, html.indexOf('<meta charset="utf-8">'))), page).toBeLessThan(1024);
    }
  });
});
