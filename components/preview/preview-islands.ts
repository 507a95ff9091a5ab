// What a marketer sees in preview where a visitor sees nothing: the draft banner above the header
// (components/layout/site-layout.tsx) and a note where a block is unknown or failed
// (view/render-blocks.tsx). Islands (lib/chrome/island.tsx), so visitors' pages never load their
// code; a preview's HTML holds them where shown, so they load before the page hydrates
// (blocks/hydrate.ts).
import { islands } from '@/lib/chrome/island';

export const previewIslands = islands({
  preview_bar: () => import(/* webpackChunkName: "preview_bar" */ './preview-bar'),
  preview_notice: () => import(/* webpackChunkName: "preview_notice" */ './preview-notice'),
});
