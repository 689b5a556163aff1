import type { FavSymbol } from '@shop/domain/api/quiz';
import { QUIZ_SPLASH_MS } from '@shop/domain/limits/timing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { favSymbolQueryOptions } from '../../../shared/api/get-fav-symbol';
import { userQueryOptions } from '../../../shared/api/get-user';
import { getSession } from '../../../shared/auth/auth-store';
import { isApiError } from '../../../shared/http/api-error';
import { postFavSymbolResult } from '../api/post-fav-symbol-result';
import { postFavUserItems } from '../api/post-fav-user-items';
import { quizPaths } from '../quiz-paths';
import { storeQuizResult } from '../stored-results';

const SUBMIT_FAILED = '결과를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the finished quiz while the splash shows for at least QUIZ_SPLASH_MS. A signed-in customer's result
 * is saved and shown; a visitor's is shown and kept as pending, for the sign-up the result page offers.
 */
export function useQuizSubmit() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [analysing, setAnalysing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function submit(items: number[]) {
    setAnalysing(true);
    setError(null);
    const session = getSession();
    const splash = wait(QUIZ_SPLASH_MS);
    let symbol: FavSymbol;
    try {
      [symbol] = await Promise.all([
        session ? postFavUserItems({ items }) : postFavSymbolResult({ items }),
        splash,
      ]);
    } catch (failure) {
      await splash;
      if (!mounted.current) return;
      setAnalysing(false);
      setError(isApiError(failure) ? failure.message : SUBMIT_FAILED);
      return;
    }
    storeQuizResult({ fav_symbol_id: symbol.id, items }, session === null);
    if (!mounted.current) return;
    queryClient.setQueryData(favSymbolQueryOptions(symbol.id).queryKey, symbol);
    // A visitor sees the result first too; the result page then offers the sign-up that saves it
    // (decision 020).
    if (session) await queryClient.invalidateQueries({ queryKey: userQueryOptions(session.id).queryKey });
    navigate(quizPaths.symbol(symbol.id), { replace: true });
  }

  return { submit, analysing, error, clearError: () => setError(null) };
}
