// The search index, as the site's build writes it: each page's address, title, description and headings.
interface PageModule {
  frontmatter: { title: string; description: string };
  getHeadings(): { text: string }[];
}

const pages = import.meta.glob<PageModule>('./bench/*.mdx', { eager: true });

export function GET() {
  const entries = Object.entries(pages).map(([file, page]) => ({
    route: file.replace(/^\./, '').replace(/\.mdx$/, ''),
    title: page.frontmatter.title,
    description: page.frontmatter.description,
    headings: page.getHeadings().map((heading) => heading.text),
  }));
  return new Response(JSON.stringify(entries), { headers: { 'Content-Type': 'application/json' } });
}
