// https://vike.dev/Page
import { layoutFor } from '../../components/layouts/layoutFor.ts';
import { mdxComponents } from '../../components/mdx.tsx';
import type { PageProps } from '../../renderer/pageProps.ts';

/** Any content page: its MDX, framed by its kind's layout, with the components MDX may use. */
export default function Page({ content }: PageProps) {
  if (!content) throw new Error('content page rendered without content');
  const { Content, frontmatter } = content;
  const Layout = layoutFor(frontmatter.type);
  return (
    <Layout>
      <Content components={mdxComponents} />
    </Layout>
  );
}
