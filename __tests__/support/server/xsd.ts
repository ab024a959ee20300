// Validates XML against the sitemaps.org schemas (sitemapSchemas/) with libxml2 (xmllint-wasm: no network, no binary).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of xmllint-wasm's API used here. */
interface XmlLint {
  validateXML(options: {
    xml: { fileName: string; contents: string };
    schema: { fileName: string; contents: string };
    preload?: { fileName: string; contents: string }[];
    maxMemoryPages?: number;
  }): Promise<{ valid: boolean; errors: { rawMessage: string }[] }>;
}

const SCHEMAS = join(__dirname, 'sitemapSchemas');
const schemaFile = (fileName: string) => ({
  fileName,
  contents: readFileSync(join(SCHEMAS, fileName), 'utf8'),
});

async function xmllint(): Promise<XmlLint> {
  try {
    return (await import('xmllint-wasm' as string)) as XmlLint;
  } catch {
    throw new Error('the XML schema validator is missing: npm i -D xmllint-wasm@5.3.0');
  }
}

/**
 * The schema errors of a sitemap (`urlset`: sitemap.xsd with its xhtml:link alternates) or a sitemap index
 * (siteindex.xsd); an empty list when it is valid.
 */
export async function schemaErrors(xml: string, kind: 'urlset' | 'sitemapindex'): Promise<string[]> {
  const lint = await xmllint();
  const schema = schemaFile(kind === 'urlset' ? 'sitemap-with-alternates.xsd' : 'siteindex.xsd');
  const result = await lint.validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema,
    preload: kind === 'urlset' ? [schemaFile('sitemap.xsd'), schemaFile('xhtml-link.xsd')] : [],
    // 4 GiB at most: a file of 50,000 URLs is about 25 MB of text.
    maxMemoryPages: 65536,
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
