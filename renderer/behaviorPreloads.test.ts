import { describe, expect, it } from 'vitest';
import { behaviorChunks, chunksUsedBy, type BuildManifest } from './behaviorPreloads.ts';

const manifest: BuildManifest = {
  '_preload-helper.js': { file: 'assets/chunks/preload-helper.a1.js' },
  'components/blocks/Tabs/tabs.behavior.ts': { file: 'assets/chunks/tabs.behavior.b2.js', src: 'components/blocks/Tabs/tabs.behavior.ts' },
  'components/parts/copy.behavior.ts': { file: 'assets/chunks/copy.behavior.c3.js' },
  'renderer/shell/searchResults.ts': { file: 'assets/chunks/searchResults.d4.js' },
};

describe('behaviour preloads', () => {
  it('maps each behaviour name to its built chunk and ignores every other chunk', () => {
    expect([...behaviorChunks(manifest)]).toEqual([
      ['tabs', '/assets/chunks/tabs.behavior.b2.js'],
      ['copy', '/assets/chunks/copy.behavior.c3.js'],
    ]);
  });

  it('lists the chunks a page uses once each, in the order the page first uses them', () => {
    const html = '<button data-behavior="copy"></button><div data-behavior="tabs"><button data-behavior="copy"></button></div>';
    expect(chunksUsedBy(html, behaviorChunks(manifest))).toEqual(['/assets/chunks/copy.behavior.c3.js', '/assets/chunks/tabs.behavior.b2.js']);
  });

  it('preloads nothing for a page without behaviours, or one whose behaviour was not built', () => {
    const chunks = behaviorChunks(manifest);
    expect(chunksUsedBy('<p data-behaviour="tabs">tabs</p>', chunks)).toEqual([]);
    expect(chunksUsedBy('<div data-behavior="countdown"></div>', chunks)).toEqual([]);
  });
});
