import { ApiError } from '@shop/domain/api/api-error';
import { FORUM_TYPE } from '@shop/domain/codes/forum-type';
import { useParams } from 'react-router';
import { FaqScreen } from './faq/faq-screen';
import { parseForumType } from './forum-params';
import { NoticeListScreen } from './notices/notice-list-screen';

/** /forums/{forumType}: 100 is the FAQ, 200 the notices; any other type is not a page. */
export function ForumListScreen() {
  const type = parseForumType(useParams().forumType);
  if (type === FORUM_TYPE.FAQ) return <FaqScreen />;
  if (type === FORUM_TYPE.NOTICE) return <NoticeListScreen />;
  throw new ApiError(404, '페이지를 찾을 수 없습니다.');
}
