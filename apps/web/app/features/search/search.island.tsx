// The search page's box: results as the visitor types, over the build's index.
import { defineIsland } from '../../islands/define-island.ts';
import { SiteSearch } from './site-search.tsx';

export default defineIsland(SiteSearch, 'visible');
