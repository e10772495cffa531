import { serializeJsonLd, type JsonLdNode } from '../lib/structuredData.ts';

/**
 * The page's JSON-LD (lib/structuredData.ts), one script per document. The JSON is escaped by
 * serializeJsonLd, so nothing in the content can end the script early.
 */
export function StructuredData({ nodes }: { nodes: JsonLdNode[] }) {
  return nodes.map((node, index) => (
    <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(node) }} />
  ));
}
