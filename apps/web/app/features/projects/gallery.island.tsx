// A project page's screenshots, each opening larger in a dialog.
import { defineIsland } from '../../islands/define-island.ts';
import { ProjectGallery } from './project-gallery.tsx';

export default defineIsland(ProjectGallery, 'visible');
