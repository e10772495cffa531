// https://vike.dev/Page
import { mdxComponents } from '../../components/mdx.tsx';
import { useSite } from '../../components/SiteContext.tsx';

/** Any content page: its MDX, with the components MDX may use. */
export default function Page() {
  const { content } = useSite();
  if (!content) throw new Error('content page rendered without content');
  const { Content } = content;
  return <Content components={mdxComponents} />;
}
