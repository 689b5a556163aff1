import { areaAt } from '../../app/area';
import { FeatdsScreen } from './featds/featds-screen';
import { ProdEditScreen } from './prod/prod-edit-screen';
import { ProdListScreen } from './prods/prod-list-screen';
import { QuizResultsScreen } from './quiz/quiz-results-screen';
import { catsConfig, makersConfig, tagsConfig } from './taxonomy/taxonomy-configs';
import { TaxonomyScreen } from './taxonomy/taxonomy-screen';

/**
 * The catalogue (관리자 and 콘텐츠): products with their fees, stock, pictures, parts and add-ons; categories,
 * makers, tags; the home screen's featured groups.
 */
export const catalogueArea = areaAt('catalogue', '상품', [
  { path: 'catalogue', element: <ProdListScreen /> },
  { path: 'catalogue/prods/:id', element: <ProdEditScreen /> },
  { path: 'catalogue/cats', element: <TaxonomyScreen key="cats" config={catsConfig} /> },
  { path: 'catalogue/makers', element: <TaxonomyScreen key="makers" config={makersConfig} /> },
  { path: 'catalogue/tags', element: <TaxonomyScreen key="tags" config={tagsConfig} /> },
  { path: 'catalogue/featds', element: <FeatdsScreen /> },
  { path: 'catalogue/quiz', element: <QuizResultsScreen /> },
]);
