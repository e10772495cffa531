/**
 * A page shown inside ours (an iframe: a registration form, a video player) must come over https
 * from a host on the allow-list, from which the build makes the site's Content-Security-Policy
 * (site/files/securityHeaders.ts): a host missing from it shows an empty frame to visitors.
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
  return `máy chủ ${url.hostname} chưa được phép nhúng; thêm "${url.hostname}" vào embedHosts trong content/data/site.yaml; trình duyệt chỉ cho hiện khung từ các máy chủ có ở đó (đang cho phép: ${embedHosts.join(', ')})`;
}
