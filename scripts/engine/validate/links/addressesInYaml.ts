/**
 * The addresses written in YAML (a page's frontmatter, a shared data file), found by the name of
 * their field wherever it sits: `href` and `watch` are links, `avatar`, `image`, `poster`,
 * `ogImage`, `favicon` and `qrImage` images, `form`, `embed` and `registerForm` pages shown in a
 * frame. A value the field's schema already refuses (an `href` that is no address at all) is left
 * to that schema's message, so one mistake is reported once.
 */
import type { Located } from '../../parse/outline/located.ts';
import type { ParsedYaml } from '../../parse/parseYaml.ts';
import { yamlStrings } from './yamlStrings.ts';

export interface YamlAddress {
  value: string;
  as: 'link' | 'image' | 'embed';
  /** Dotted, as problems name fields: `hero.actions.0.href`. */
  field: string;
  at: Located;
}

/** The forms of address a link field holds (a page, a part of one, the web, a phone, a mail): anything else is no address, and the field's schema says so. */
const LINK_FORMS = /^(\/|#|https?:\/\/|tel:|mailto:)/;

const FIELDS: Record<string, { as: YamlAddress['as']; schemaAccepts: (value: string) => boolean }> = {
  href: { as: 'link', schemaAccepts: (value) => LINK_FORMS.test(value) },
  watch: { as: 'link', schemaAccepts: (value) => /^https?:\/\/\S/i.test(value) },
  avatar: { as: 'image', schemaAccepts: looksLikeAddress },
  image: { as: 'image', schemaAccepts: looksLikeAddress },
  poster: { as: 'image', schemaAccepts: looksLikeAddress },
  ogImage: { as: 'image', schemaAccepts: looksLikeAddress },
  favicon: { as: 'image', schemaAccepts: looksLikeAddress },
  qrImage: { as: 'image', schemaAccepts: looksLikeAddress },
  form: { as: 'embed', schemaAccepts: (value) => /^https:\/\/\S/i.test(value) },
  embed: { as: 'embed', schemaAccepts: (value) => /^https:\/\/\S/i.test(value) },
  registerForm: { as: 'embed', schemaAccepts: (value) => /^https:\/\/\S/i.test(value) },
};

export function addressesInYaml(yaml: ParsedYaml): YamlAddress[] {
  return yamlStrings(yaml.value).flatMap(({ path, value }) => {
    const key = path.at(-1);
    const field = typeof key === 'string' ? FIELDS[key] : undefined;
    if (!field || !field.schemaAccepts(value.trim())) return [];
    return [{ value: value.trim(), as: field.as, field: path.join('.'), at: yaml.locate(path).position }];
  });
}

/** A picture's address, not an emoji standing in for one (testimonials' `avatar: 👩`). */
function looksLikeAddress(value: string): boolean {
  return /^[^\s]+$/.test(value) && /[/.:]/.test(value);
}
