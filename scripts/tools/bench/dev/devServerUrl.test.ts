import { describe, expect, it } from 'vitest';
import { devServerUrl } from './devServerUrl.ts';

describe('devServerUrl', () => {
  it("reads the local address from Vite's banner", () => {
    expect(devServerUrl('\n  VITE v8.3.8  ready in 812 ms\n\n  ➜  Local:   http://localhost:3000/\n  ➜  Network: use --host to expose\n')).toBe('http://localhost:3000');
  });

  it('reads it through terminal colours', () => {
    expect(devServerUrl('  \u001b[32m➜\u001b[39m  \u001b[1mLocal\u001b[22m:   \u001b[36mhttp://localhost:\u001b[1m3001\u001b[22m/\u001b[39m')).toBe('http://localhost:3001');
  });

  it('takes the first local address, not a network one', () => {
    expect(devServerUrl('Network: http://192.168.1.4:3000/\nLocal: http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000');
  });

  it('is undefined before the server has said where it listens', () => {
    expect(devServerUrl('> vike dev\n')).toBeUndefined();
  });
});
