import { type FormEvent, useEffect, useRef, useState } from 'react';
import formStyles from '../form/form.module.css';
import { CloseIcon } from '../icons';
import { Sheet } from '../sheet/sheet';
import { usePostcodeProvider } from './api/get-postcode-provider';
import { usePostcodes } from './api/get-postcodes';
import { kakaoAddress, loadKakaoPostcode } from './kakao-postcode';
import styles from './postcode-sheet.module.css';

export type ChosenAddress = { addr_code: string; addr: string };
type Props = { onChoose: (address: ChosenAddress) => void; onClose: () => void };

/** The postcode search in a bottom sheet: the Kakao widget when the server says so, else the sample search. */
export function PostcodeSheet({ onChoose, onClose }: Props) {
  const provider = usePostcodeProvider();

  return (
    <Sheet className={styles.sheet} labelledBy="postcode-title" onClose={onClose} onBackdropClose={onClose}>
      <div className={styles.sheetInner}>
        <div className={styles.sheetHead}>
          <h2 id="postcode-title" className={styles.sheetTitle}>
            우편번호 검색
          </h2>
          <button type="button" className={styles.close} aria-label="닫기" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {provider.isPending ? (
          <p className={styles.hint}>주소 검색을 준비하고 있습니다…</p>
        ) : provider.data?.provider === 'kakao' && provider.data.script_url ? (
          <KakaoWidget scriptUrl={provider.data.script_url} onChoose={onChoose} />
        ) : (
          <SampleSearch onChoose={onChoose} />
        )}
      </div>
    </Sheet>
  );
}

function KakaoWidget({ scriptUrl, onChoose }: { scriptUrl: string; onChoose: Props['onChoose'] }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadKakaoPostcode(scriptUrl)
      .then((Postcode) => {
        if (!live || !boxRef.current) return;
        new Postcode({
          oncomplete: (data) => onChoose(kakaoAddress(data)),
          width: '100%',
          height: '100%',
        }).embed(boxRef.current, { autoClose: false });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [scriptUrl, onChoose]);
  if (failed)
    return <p className={styles.hint}>우편번호 서비스를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>;
  return <div ref={boxRef} className={styles.widget} />;
}

function SampleSearch({ onChoose }: { onChoose: Props['onChoose'] }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const results = usePostcodes(query ?? '', query !== null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setQuery(text.trim());
  };
  return (
    <>
      <form className={styles.search} onSubmit={submit}>
        <input
          className={formStyles.input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="도로명, 건물명 또는 지번으로 검색"
          aria-label="주소 검색어"
          // biome-ignore lint/a11y/noAutofocus: the sheet opens for this one input
          autoFocus
        />
        <button type="submit" className={formStyles.side}>
          검색
        </button>
      </form>
      <div className={styles.results}>
        {query === null ? (
          <p className={styles.hint}>예) 세종대로 110, 테헤란로, 상암동</p>
        ) : results.isPending ? (
          <p className={styles.hint}>검색 중…</p>
        ) : results.isError ? (
          <p className={styles.hint}>주소를 검색하지 못했습니다. 다시 시도해 주세요.</p>
        ) : results.data.length === 0 ? (
          <p className={styles.hint}>검색 결과가 없습니다.</p>
        ) : (
          <ul aria-label="주소 검색 결과">
            {results.data.map((address) => (
              <li key={`${address.addr_code}-${address.addr}`}>
                <button
                  type="button"
                  className={styles.result}
                  onClick={() => onChoose({ addr_code: address.addr_code, addr: address.addr })}
                >
                  <span className={styles.zip}>{address.addr_code}</span>
                  <span>{address.addr}</span>
                  <span className={styles.jibun}>지번 {address.addr_jibun}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
