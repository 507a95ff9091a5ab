// The content sections' entry for the page pipeline's routes: which paths the price pages' own
// route shows and which {data}/{edition} it knows (./prices.ts), the 404 every content route
// answers (./isr.ts). A section's detail and listing routes start at ./routes.ts.
export { isPriceRoutePath, pricePath } from './prices';
export { notFound } from './isr';
