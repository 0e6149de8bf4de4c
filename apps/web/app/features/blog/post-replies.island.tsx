// The replies under a post: fetched from the API as they come near the view, after the largest
// paint, so an approved reply shows without a rebuild.
import { defineIsland } from '../../islands/define-island.ts';
import { PostReplies } from './post-replies.tsx';

export default defineIsland(PostReplies, 'visible');
