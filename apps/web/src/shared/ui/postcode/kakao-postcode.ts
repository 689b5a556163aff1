/** The Kakao (Daum) Postcode widget, loaded from the script the server names (GET postcodes/provider). */
export type KakaoPostcodeResult = {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  address: string;
};

type PostcodeWidget = {
  embed: (element: HTMLElement, options?: { q?: string; autoClose?: boolean }) => void;
};
type PostcodeConstructor = new (options: {
  oncomplete: (data: KakaoPostcodeResult) => void;
  width?: string;
  height?: string;
}) => PostcodeWidget;

declare global {
  interface Window {
    daum?: { Postcode?: PostcodeConstructor };
    kakao?: { Postcode?: PostcodeConstructor };
  }
}

const loading = new Map<string, Promise<PostcodeConstructor>>();

function widget(): PostcodeConstructor | undefined {
  return window.kakao?.Postcode ?? window.daum?.Postcode;
}

export function loadKakaoPostcode(scriptUrl: string): Promise<PostcodeConstructor> {
  const ready = widget();
  if (ready) return Promise.resolve(ready);
  const known = loading.get(scriptUrl);
  if (known) return known;
  const promise = new Promise<PostcodeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const loaded = widget();
      if (loaded) resolve(loaded);
      else reject(new Error('postcode widget missing'));
    };
    script.onerror = () => {
      loading.delete(scriptUrl);
      reject(new Error('postcode script failed'));
    };
    document.head.appendChild(script);
  });
  loading.set(scriptUrl, promise);
  return promise;
}

/** The widget's answer as our address: the road address when there is one. */
export function kakaoAddress(data: KakaoPostcodeResult): { addr_code: string; addr: string } {
  return { addr_code: data.zonecode, addr: data.roadAddress || data.address || data.jibunAddress };
}
