/**
 * The engine's one door to a site: the typed definition a site hands to every command, as Astro's
 * config is handed to its build. The engine imports nothing of a site; each stage says what it needs
 * to know (its own `…Definition`), and a site's definition is all of them together.
 * A site imports the engine only through this module.
 */
import type { Frontmatter } from './core/frontmatter.ts';
import type { DiffDefinition } from './diff/diffDefinition.ts';
import type { ScaffoldDefinition } from './scaffold/scaffoldDefinition.ts';
import type { AnyData, ContentDefinition } from './validate/underCheck.ts';
import type { DeriveDefinition } from './derive/deriveDefinition.ts';
import type { PagesTyped } from './validate/contentPage.ts';
import type { CompileDefinition } from './compile/compileDefinition.ts';

export type { Frontmatter } from './core/frontmatter.ts';
export type { Problem } from './core/problem.ts';
export type { ParsedYaml } from './parse/parseYaml.ts';
export type { AnyData, ContentDefinition, FrontmatterCheck, PageCheck, PageUnderCheck, ReferencedIds, SiteCheck, SiteUnderCheck, WrittenPage } from './validate/underCheck.ts';
export type { PageIdSource } from './validate/pageIdSource.ts';
export type { ImageDefinition, ImageUse } from './validate/images/imageDefinition.ts';
export { imageSourceFile, imageTreatment, isBesidePage, type ImageTreatment } from './validate/images/imageSource.ts';
export { FAVICON_USE, pictureKey, type PictureSet, type PictureSets, type PictureVariant } from './derive/pictureSet.ts';
export { locateInProse } from './parse/outline/prose.ts';
export { isPreview } from './validate/contentRules.ts';
export type { ContentPage } from './validate/contentPage.ts';
export type { DeriveContext, Derived, PublishedPage, SiteFile } from './derive/deriveDefinition.ts';
export type { CardBrand, CardFact, CardMotif, ShareCardFacts } from './compile/shareCards/shareCardFacts.ts';
export { NOT_FOUND_CARD_PATH, SHARE_CARD_FOLDER, SHARE_CARD_SIZE, shareCardPath } from './compile/shareCards/shareCardPath.ts';
export { defineBlock, MissingFact, slugId, type BlockPageFacts, type BlockSpec, type OfList } from './validate/blocks/blockSpec.ts';
export type { FactPath, FactValue } from './diff/compareValues.ts';
export type { DiffDefinition, PageViewer, ViewedPage } from './diff/diffDefinition.ts';
export type { FactNames, FieldName } from './diff/nameFact.ts';
export type { OwnEntry, ScaffoldDefinition } from './scaffold/scaffoldDefinition.ts';

/**
 * Everything the engine knows of a site whose data files are `Data`, whose pages' frontmatter is
 * `Page`, and whose facts, the data as its pages read it once derived, are `Facts`.
 */
export type SiteDefinition<Data extends object = AnyData, Page extends Frontmatter = Frontmatter, Facts extends object = AnyData> = ContentDefinition<Data, Page>
  & DeriveDefinition<Data, Page, Facts>
  & CompileDefinition<Page, Facts>
  & DiffDefinition<Data, Page>
  & ScaffoldDefinition;

// While the stages move to the generic definition, they take this site's types (underCheck.ts's defaults).
// `Facts`, the derived data, is kept so that what the engine loads has the site's type for the site's own tools.
export type AnySiteDefinition<Facts extends object = AnyData, Page extends Frontmatter = Frontmatter> = ContentDefinition & DeriveDefinition<object, Frontmatter, Facts>
  & CompileDefinition<Frontmatter, Facts> & DiffDefinition & ScaffoldDefinition & PagesTyped<Page>;

/**
 * A site's definition, typed by its own data and frontmatter, as the engine takes it. The engine
 * hands the site's functions only values that passed the schemas this same definition gives (`data`,
 * `pageSchema`), so they may take them at those types: this is the one place that says so.
 */
export function defineSite<Data extends object, Page extends Frontmatter, Facts extends object = Data>(site: SiteDefinition<Data, Page, Facts>): AnySiteDefinition<Facts, Page> {
  return site as unknown as AnySiteDefinition<Facts, Page>;
}
