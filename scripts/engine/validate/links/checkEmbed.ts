/**
 * A page shown inside ours (an iframe: a registration form, a video player) must come over https
 * from a host on the allow-list, which the site's Content-Security-Policy repeats: a host missing
 * from either shows an empty frame to visitors (README, Deploy).
 */

/** The message when `src` may not be embedded; undefined when it may. `embedHosts` is site.yaml's list. */
export function checkEmbed(src: string, embedHosts: readonly string[]): string | undefined {
  let url: URL | undefined;
  try {
    url = new URL(src.trim());
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'https:') {
    const https = /^http:\/\//i.test(src) ? `; viết "${src.replace(/^http:/i, 'https:')}"` : ', ví dụ "https://docs.google.com/forms/…"';
    return `khung nhúng cần một địa chỉ https:// đầy đủ, không phải "${src}"${https}`;
  }
  if (embedHosts.includes(url.hostname)) return undefined;
  return `máy chủ ${url.hostname} chưa được phép nhúng; thêm "${url.hostname}" vào embedHosts trong content/data/site.yaml và "https://${url.hostname}" vào frame-src trong deploy/site.conf (README, phần Deploy), nếu không trình duyệt sẽ chặn khung này (đang cho phép: ${embedHosts.join(', ')})`;
}
