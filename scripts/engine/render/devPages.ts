/**
 * What `npm run dev` shows a writer of the content's problems, in the writer's language and with the
 * same `path:line:col  rule  message` lines as `npm run check`:
 * - a page whose file (or the shared data) has an error is replaced by the error page, which
 *   reloads by itself once the file is fixed: our own page, not Vite's overlay, whose advice is to
 *   edit vite.config.ts;
 * - a page that only has warnings is served as usual with a small panel listing them, which the
 *   writer can close. It is added by the dev server only, so a build never holds it.
 */
import type { ServerResponse } from 'node:http';
import { formatProblem, type Problem } from '../core/problem.ts';

/** Vite's client: reloads the error page when the server asks open pages to (contentPlugin.ts). */
const VITE_CLIENT = '<script type="module" src="/@vite/client"></script>';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page shown instead of one that cannot be rendered: every error, then how it comes back. */
export function contentErrorPage(errors: readonly Problem[]): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lỗi nội dung</title>${VITE_CLIENT}
<style>
body { margin: 0; min-height: 100vh; background: #0f172a; color: #e2e8f0; font: 16px/1.6 system-ui, sans-serif; }
main { max-width: 60rem; margin: 0 auto; padding: 3rem 1.25rem; }
h1 { margin: 0 0 .5rem; color: #fca5a5; font-size: 1.5rem; }
pre { margin: 1.5rem 0; padding: 1rem 1.25rem; overflow-x: auto; border-left: 4px solid #f87171; border-radius: .5rem; background: #1e293b; font: 14px/1.7 "JetBrains Mono", "Liberation Mono", "Courier New", monospace; white-space: pre-wrap; }
</style></head>
<body><main role="alert">
<h1>Trang này chưa hiện được: nội dung có ${errors.length} lỗi</h1>
<p>Sửa từng dòng dưới đây (tệp:dòng:cột, loại lỗi, cách sửa) rồi lưu tệp: trang tự tải lại.</p>
<pre id="content-errors">${escapeHtml(errors.map(formatProblem).join('\n'))}</pre>
</main></body></html>`;
}

/**
 * The panel of a page's warnings, at the foot of the window. A `<dialog>` closed by its form's
 * button, so it needs no script of its own and never takes the page's focus.
 */
export function warningsPanel(warnings: readonly Problem[]): string {
  const items = warnings.map((warning) => `<li>${escapeHtml(formatProblem(warning))}</li>`).join('');
  return `<dialog id="content-warnings" open aria-labelledby="content-warnings-title" style="position:fixed;inset:auto 1rem 1rem auto;z-index:2147483647;max-width:min(40rem,calc(100vw - 2rem));max-height:40vh;overflow:auto;margin:0;padding:1rem 1.25rem;border:0;border-left:4px solid #f59e0b;border-radius:.5rem;background:#1e293b;color:#e2e8f0;box-shadow:0 10px 30px rgb(0 0 0/.35);font:14px/1.6 system-ui,sans-serif">
<form method="dialog" style="display:flex;gap:1rem;align-items:baseline;justify-content:space-between;margin:0">
<strong id="content-warnings-title" style="color:#fcd34d">${warnings.length} cảnh báo nội dung trên trang này</strong>
<button style="min-width:44px;min-height:44px;border:0;border-radius:.375rem;background:#334155;color:inherit;font:inherit;cursor:pointer">Đóng</button>
</form>
<ul style="margin:.5rem 0 0;padding-left:1.25rem;font:13px/1.6 &quot;JetBrains Mono&quot;,&quot;Liberation Mono&quot;,monospace;white-space:pre-wrap;display:grid;gap:.375rem;overflow-wrap:anywhere">${items}</ul>
</dialog>`;
}

/**
 * Adds `html` at the end of the page `res` is about to send, if it is HTML: the response is held
 * until it ends, its length is dropped (the page grows), and the rest passes unchanged.
 */
export function appendToPage(res: ServerResponse, html: string): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const isPage = () => String(res.getHeader('content-type') ?? '').startsWith('text/html');
  const toBuffer = (chunk: unknown, encoding?: unknown) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));

  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (!isPage()) return write(chunk as never, encoding as never, callback as never);
    chunks.push(toBuffer(chunk, encoding));
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (!isPage()) return end(chunk as never, encoding as never, callback as never);
    if (chunk !== undefined && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const page = Buffer.concat(chunks).toString('utf8');
    const at = page.lastIndexOf('</body>');
    const withPanel = at === -1 ? page + html : page.slice(0, at) + html + page.slice(at);
    if (!res.headersSent) res.removeHeader('content-length');
    return end(withPanel, 'utf8', [chunk, encoding, callback].find((arg) => typeof arg === 'function') as never);
  }) as typeof res.end;
}
