// The picture shown where a product or category has none (or its own fails): a module of its own, so the category
// strip on the first screen has it without ProductImage and the upload sizes.
export const PLACEHOLDER_IMAGE = '/images/site/placeholder.svg';
