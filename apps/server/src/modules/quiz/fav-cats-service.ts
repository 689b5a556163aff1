import type { FavCat } from '@shop/domain/api/quiz';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import type { Db } from '../../db/client';
import { loadAtts } from '../catalog/att-view';
import { loadQuizQuestions } from './quiz-questions';

/** The quiz questions with their answers; an answer's pictures serve the image layout. */
export async function listFavCats(db: Db): Promise<FavCat[]> {
  const questions = await loadQuizQuestions(db);
  const answerAtts = await loadAtts(
    db,
    MORPH_TYPE.FAV,
    questions.flatMap((q) => q.favs.map((f) => f.id)),
  );
  return questions.map((q) => ({
    id: q.id,
    title: q.title,
    type_layout: q.typeLayout,
    favs: q.favs.map((f) => ({
      id: f.id,
      fav_cat_id: f.favCatId,
      title: f.title,
      atts: answerAtts.get(f.id) ?? [],
    })),
  }));
}
