import type { ReactNode } from 'react';
import { Page } from '../../shared/ui/page';
import { ContentTabs } from './content-tabs';

type Props = {
  /** The screen's one primary action (새 글 쓰기, 매뉴얼 올리기), when it has one. */
  action?: { label: string; onClick: () => void };
  children: ReactNode;
};

/** A screen of the content menu: the 콘텐츠 page with its action, the content tabs, then the screen. */
export function ContentPage({ action, children }: Props) {
  return (
    <Page
      title="콘텐츠"
      actions={
        action && (
          <button type="button" className="button button--primary" onClick={action.onClick}>
            {action.label}
          </button>
        )
      }
    >
      <ContentTabs />
      {children}
    </Page>
  );
}
