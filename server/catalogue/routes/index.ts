// The catalogue's routes that app.ts registers under /api: the back office's products (with their stock) and
// categories.
export { staffCategoryRoutes } from './staffCategories';
export { staffProductRoutes } from './staffProducts';
