// The toasts' region, on every page: woken only when something is to be said (lib/notify.ts).
import { defineIsland } from '../islands/define-island.ts';
import { Toaster } from './toaster.tsx';

export default defineIsland(Toaster, 'demand');
