import { areaAt } from '../../app/area';
import { DocScreen, DocsScreen } from './docs-screen';
import { ForumsScreen } from './forums-screen';
import { ManualsScreen } from './manuals-screen';
import { PromotionScreen } from './promotion-screen';

export const contentArea = areaAt('content', '콘텐츠', [
  { path: 'content', element: <ForumsScreen /> },
  { path: 'content/docs', element: <DocsScreen /> },
  { path: 'content/docs/:id', element: <DocScreen /> },
  { path: 'content/manuals', element: <ManualsScreen /> },
  { path: 'content/promotions', element: <PromotionScreen /> },
]);
