import { mayPassOnRetry } from '@shop/domain/api/api-error';
import { errorMessage } from '../api';

export const Loading = ({ label = '불러오는 중…' }: { label?: string }) => (
  <p className="state" role="status" aria-live="polite">
    {label}
  </p>
);

export const ErrorBox = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => (
  <div className="state state--error" role="alert">
    <p>{errorMessage(error)}</p>
    {onRetry && mayPassOnRetry(error) && (
      <button type="button" className="button" onClick={onRetry}>
        다시 시도
      </button>
    )}
  </div>
);

export const Empty = ({ children }: { children: React.ReactNode }) => <p className="state">{children}</p>;
