import { useParams } from 'react-router';
import { NotFoundScreen } from '../../../shared/ui/error-screens/error-screens';
import { FavSymbolLoader } from './fav-symbol-loader';
import { FavSymbolResult } from './fav-symbol-result';
import { SaveResultOffer } from './save-result-offer';

/** /favSymbols/{favSymbolId}: a quiz result (storefront-and-account.md 2.8). */
export function FavSymbolScreen() {
  const id = Number(useParams().favSymbolId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundScreen />;
  return <FavSymbolById id={id} />;
}

function FavSymbolById({ id }: { id: number }) {
  return (
    <FavSymbolLoader id={id}>
      {(symbol) => (
        <>
          <FavSymbolResult symbol={symbol} eyebrow="취향 테스트 결과" />
          <SaveResultOffer favSymbolId={id} />
        </>
      )}
    </FavSymbolLoader>
  );
}
