/**
 * Every path of the app, in one place: the storefront route table (storefront-and-account.md 2.2) and the
 * rental routes (rental-lifecycle.md 2). Patterns use React Router syntax (`:param`); builders make links.
 */

export type RouteDef = {
  path: string;
  /** Korean screen title, shown by the "준비 중" screen and used as the document title. */
  title: string;
  /** Routes a visitor without a token may not open. */
  requireAuth: boolean;
  /** Named routes of the documents. */
  name?: RouteName;
  /** Only registered in the development environment. */
  devOnly?: boolean;
  /** Not registered on live (the documents' "hidden in production"): the route, not only its links. */
  liveHidden?: boolean;
};

/** What each route carries for the layout (document title) and the guards. */
export type RouteHandle = { title: string; requireAuth: boolean };

export type RouteName =
  | 'CartList'
  | 'ForumList'
  | 'PurOrderCreateProd'
  | 'PurOrderCreateProdComplete'
  | 'PurOrderCreateProdFail'
  | 'PurOrderCreateProdResult'
  | 'SubscItem'
  | 'SubscCatUserItem'
  | 'PurOrderUserItem'
  | 'UserItem'
  | 'UserAuthPwReset'
  | 'UserAuthRemindEmail'
  | 'UserAuthRemindEmailDefault'
  | 'UserAuthRemindPw'
  | 'UserHelpItem'
  | 'UserUpdate'
  | 'SubscItemMulti'
  | 'PageItemAboutUs'
  | 'DocPubItem'
  | 'UserCreateItem';

const open = (path: string, title: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  title,
  requireAuth: false,
  ...extra,
});
const auth = (path: string, title: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  title,
  requireAuth: true,
  ...extra,
});

/** storefront-and-account.md 2.2 */
const storefrontRoutes: RouteDef[] = [
  open('/', '홈'),
  open('/featds/land', '추천 모음'),
  open('/prods', '상품 목록'),
  open('/prods/conn', '패키지', { liveHidden: true }),
  open('/prods/land', '전체 상품'),
  open('/prods/:prodId', '상품 상세'),
  open('/carts', '장바구니', { name: 'CartList' }),
  open('/carts/:paymentId', '장바구니'),
  auth('/purOrders/createProd', '주문/결제', { name: 'PurOrderCreateProd' }),
  auth('/purOrders/createProdComplete/:paymentId', '주문 완료', { name: 'PurOrderCreateProdComplete' }),
  auth('/purOrders/createProdFail/:paymentId', '결제 실패', { name: 'PurOrderCreateProdFail' }),
  auth('/purOrders/createProdResult/:paymentId', '배송일 확인', { name: 'PurOrderCreateProdResult' }),
  open('/favCats/intro', '취향 테스트'),
  open('/favCats/apply', '취향 테스트'),
  open('/favSymbols/:favSymbolId', '취향 테스트 결과'),
  open('/favs', '나의 취향'),
  open('/users/createFav', '회원가입'),
  open('/forums/:forumType', '고객센터', { name: 'ForumList' }),
  open('/forums/:forumType/:forumId', '공지사항'),
  open('/pages/aboutus', '회사 소개'),
  open('/pages/aboutus/:section', '회사 소개', { name: 'PageItemAboutUs' }),
  open('/docs', '문서'),
  open('/docs/:docId', '문서'),
  open('/docs/slug/:docSlug', '문서'),
  open('/docs/pub/:docSlug', '문서', { name: 'DocPubItem' }),
  open('/docs/prod', '다운로드 센터'),
  open('/docs/user/help/:docType', '약관 및 정책', { name: 'UserHelpItem' }),
  open('/users/auth/login', '로그인'),
  open('/users/auth/logout', '로그아웃'),
  open('/users/auth/passwordReset', '비밀번호 재설정', { name: 'UserAuthPwReset' }),
  open('/users/auth/remind', '계정 찾기', { name: 'UserAuthRemindEmailDefault' }),
  open('/users/auth/remind/email', '이메일 찾기', { name: 'UserAuthRemindEmail' }),
  open('/users/auth/remind/password', '비밀번호 찾기', { name: 'UserAuthRemindPw' }),
  open('/users/help', '고객센터'),
  open('/users/create', '회원가입', { name: 'UserCreateItem' }),
  auth('/users/update', '설정', { name: 'UserUpdate' }),
  auth('/users/:userId', '마이페이지', { name: 'UserItem' }),
  open('/socialUserKakao', '카카오 로그인'),
  open('/socialUserApple', 'Apple 로그인'),
  open('/socialUserGoogle', 'Google 로그인'),
  open('/socialUserNaver', '네이버 로그인'),
  open('/socialUserFacebook', 'Facebook 로그인'),
  open('/noticeMsg', '메시지 목록', { devOnly: true }),
  open('/noticeMsg/:id', '메시지', { devOnly: true }),
  open('/assets/ui', 'UI 에셋'),
  open('/atts', '첨부 파일'),
  open('/atts/:attId', '첨부 파일'),
  open('/contents', '콘텐츠'),
  open('/contents/:contentId', '콘텐츠'),
  auth('/purOrders', '주문'),
  auth('/purOrders/:purOrderId', '주문'),
  open('/test/footerDev', '테스트'),
  open('/errors/404', '페이지를 찾을 수 없음'),
  open('/errors/500', '서비스 오류'),
];

/** rental-lifecycle.md 2 */
const rentalRoutes: RouteDef[] = [
  auth('/subscs', '렌탈 목록'),
  auth('/subscs/:subscId', '렌탈 상세', { name: 'SubscItem' }),
  // Ours: one billing round's invoice (round number, or latest for the last round billed).
  auth('/subscs/:subscId/invoices/:round', '청구서'),
  auth('/subscs/setCancel/:subscId', '주문 취소'),
  auth('/subscs/cancel/:subscId', '렌탈 해지'),
  auth('/subscs/multi', '나의 교환 구독'),
  auth('/subscs/multi/:subscId', '교환 구독 상세', { name: 'SubscItemMulti' }),
  auth('/cares/container/create', 'AS 신청'),
  auth('/cares/container/list', 'AS 조회'),
  auth('/cares/create', 'AS 신청'),
  auth('/cares/:careId', 'AS 상세'),
  auth('/spots', '주소록'),
  auth('/spots/create', '주소 추가'),
  auth('/spots/:spotId', '주소 수정'),
  auth('/payments', '결제 내역'),
  auth('/payments/billAuth', '결제 카드 등록'),
  auth('/payments/billAuth/create', '결제 카드 등록'),
  auth('/payments/billAuthBillKey', '결제 카드'),
  auth('/payments/bill/subsc/:subscId', '청구 내역'),
  auth('/payments/:paymentId', '결제 상세'),
  open('/subscCats', '교환 구독'),
  // The document names SubscCatUserItem without giving its path; one category of the exchange list.
  open('/subscCats/:subscCatId', '교환 구독', { name: 'SubscCatUserItem' }),
  auth('/purOrders/user', '주문/결제 내역', { name: 'PurOrderUserItem' }),
];

export const ROUTES: readonly RouteDef[] = [...storefrontRoutes, ...rentalRoutes];

/** Link builders for the paths the shell itself links to. */
export const paths = {
  home: '/',
  featdLand: '/featds/land',
  prods: '/prods',
  prodsByCat: (prodCatId: number | string) => `/prods?prod_cat_id=${prodCatId}`,
  prodsConn: '/prods/conn',
  prodsLand: '/prods/land',
  /** A product's page; in a subscription category's list, priced in that category (?subsc_cat_id). */
  prod: (prodId: number | string, subscCatId?: number) =>
    subscCatId === undefined ? `/prods/${prodId}` : `/prods/${prodId}?subsc_cat_id=${subscCatId}`,
  carts: '/carts',
  favCatsIntro: '/favCats/intro',
  forum: (forumType: number | string) => `/forums/${forumType}`,
  faq: '/forums/100',
  notices: '/forums/200',
  aboutUs: (section: AboutUsSection) => `/pages/aboutus/${section}`,
  docsProd: '/docs/prod',
  docsUserHelp: (docType: number | string) => `/docs/user/help/${docType}`,
  termsOfUse: '/docs/user/help/100',
  login: '/users/auth/login',
  logout: '/users/auth/logout',
  userHelp: '/users/help',
  userCreate: '/users/create',
  user: (userId: number | string) => `/users/${userId}`,
  subscCats: '/subscCats',
  error404: '/errors/404',
  error500: '/errors/500',
} as const;

export const ABOUT_US_SECTIONS = [
  { slug: 'intro', title: '소리담 소개' },
  { slug: 'vision', title: '비전' },
  { slug: 'service', title: '서비스' },
  { slug: 'brands', title: '브랜드' },
  { slug: 'faq', title: '자주 묻는 질문' },
] as const;
export type AboutUsSection = (typeof ABOUT_US_SECTIONS)[number]['slug'];

/** Builds a named route's URL by filling its `:params`. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`unknown route name ${name}`);
  return route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`route ${name} needs ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Static second segments under /users/ — anything else there is a user id (my page). */
const USER_STATIC = new Set(['auth', 'help', 'create', 'createFav', 'update']);

function isMyPage(pathname: string): boolean {
  const match = /^\/users\/([^/]+)$/.exec(pathname);
  return match !== null && !USER_STATIC.has(match[1]!);
}

/** Normalises a pathname: no trailing slash (except the root). */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * The back button is hidden on home, the purchase flow (/carts*, /purOrders/createProd*), company pages
 * (/pages/aboutus*), my page (/users/{id}), sign-up (/users/create) and help (/users/help).
 */
export const BACK_HIDDEN_PREFIXES = ['/carts', '/purOrders/createProd', '/pages/aboutus'] as const;
export const BACK_HIDDEN_EXACT = ['/', '/users/create', '/users/help'] as const;

export function isBackButtonHidden(rawPathname: string): boolean {
  const pathname = normalisePath(rawPathname);
  if ((BACK_HIDDEN_EXACT as readonly string[]).includes(pathname)) return true;
  if (isMyPage(pathname)) return true;
  return BACK_HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Routes drawn on the gray background: the cart, orders, my page and every rental-lifecycle screen. */
export const GRAY_BACKGROUND_PREFIXES = [
  '/carts',
  '/purOrders/',
  '/subscs',
  '/spots',
  '/payments',
  '/cares',
] as const;

export function hasGrayBackground(rawPathname: string): boolean {
  const pathname = normalisePath(rawPathname);
  if (isMyPage(pathname)) return true;
  return GRAY_BACKGROUND_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** The routes registered in an environment: development has them all, live neither devOnly nor liveHidden. */
export function routesFor(env: 'development' | 'staging' | 'live'): RouteDef[] {
  return ROUTES.filter(
    (def) => (env === 'development' || !def.devOnly) && (env !== 'live' || !def.liveHidden),
  );
}
