/**
 * Demo-only credentials. They exist solely in this seed (never in the application code) and are
 * printed by `npm start` / `npm run seed` so a developer can sign in to a fresh local database.
 */
export const DEMO = {
  adminEmail: 'admin@example.jp',
  adminPassword: 'Admin-pass-1234',
  userPassword: 'Demo-pass-1234',
  evaluatorNumber: 'EV-0001',
  evaluatorPassword: 'Eval-pass-1234',
  sharedZipPassword: 'Shared-zip-1234',
} as const;

export interface DemoSignIn {
  role: string;
  email: string;
  password: string;
  note: string;
}

export interface DemoOrganizationSpec {
  key: 'a' | 'b' | 'c';
  name: string;
  postcode: string;
  address: string;
  tel: string;
  type: number;
  zipPassword: string;
  approved: boolean;
  flags: Partial<
    Record<
      | 'cogenerationManager'
      | 'hybridWaterHeaterManager'
      | 'electricHeatPumpManager'
      | 'solarSystemManager'
      | 'solarWaterHeaterManager',
      boolean
    >
  >;
  brands: { name: string; note: string }[];
  users: { name: string; division: string; tel: string; email: string }[];
}

export const DEMO_ORGANIZATIONS: DemoOrganizationSpec[] = [
  {
    key: 'a',
    name: '東和エネルギーシステム株式会社',
    postcode: '105-0011',
    address: '東京都港区芝公園二丁目4番1号 東和芝公園ビル8階',
    tel: '03-5401-2200',
    type: 1,
    zipPassword: 'Zip-towa-1234',
    approved: true,
    flags: { cogenerationManager: true, hybridWaterHeaterManager: true, electricHeatPumpManager: true },
    brands: [
      { name: 'ミライエネ', note: '家庭用燃料電池・ハイブリッド給湯機' },
      { name: 'トウワ エコホット', note: '電気ヒートポンプ給湯機' },
      { name: 'ホットリンクα', note: '' },
    ],
    users: [
      {
        name: '田中 一郎',
        division: '技術開発本部 認証推進課',
        tel: '03-5401-2211',
        email: 'tanaka@towa-energy.example.jp',
      },
      { name: '佐藤 美咲', division: '営業企画部', tel: '03-5401-2230', email: 'sato@towa-energy.example.jp' },
    ],
  },
  {
    key: 'b',
    name: '株式会社ひかりソーラー工業',
    postcode: '530-0001',
    address: '大阪府大阪市北区梅田三丁目1番3号 ひかり梅田ビル12階',
    tel: '06-6345-7800',
    type: 2,
    zipPassword: 'Zip-hikari-1234',
    approved: true,
    flags: { solarSystemManager: true, solarWaterHeaterManager: true },
    brands: [
      { name: 'ソラメイト', note: 'ソーラーシステム' },
      { name: 'ひかり温水', note: '太陽熱温水器' },
    ],
    users: [
      { name: '鈴木 健太', division: '品質保証部', tel: '06-6345-7811', email: 'suzuki@hikari-solar.example.jp' },
    ],
  },
  {
    key: 'c',
    name: '北斗設備工業株式会社',
    postcode: '060-0005',
    address: '北海道札幌市中央区北五条西六丁目2番地',
    tel: '011-222-3344',
    type: 1,
    zipPassword: 'Zip-hokuto-1234',
    approved: false,
    flags: {},
    brands: [],
    users: [
      { name: '高橋 直子', division: '総務部', tel: '011-222-3345', email: 'takahashi@hokuto-setsubi.example.jp' },
    ],
  },
];

export function demoSignIns(): DemoSignIn[] {
  const [a, b, c] = DEMO_ORGANIZATIONS;
  return [
    { role: 'admin', email: DEMO.adminEmail, password: DEMO.adminPassword, note: '管理者' },
    {
      role: 'organization',
      email: a.users[0].email,
      password: DEMO.userPassword,
      note: `${a.name}（コージェネ・ハイブリッド・電気HP） zip: ${a.zipPassword}`,
    },
    {
      role: 'organization',
      email: b.users[0].email,
      password: DEMO.userPassword,
      note: `${b.name}（ソーラー・太陽熱温水器） zip: ${b.zipPassword}`,
    },
    { role: 'organization', email: c.users[0].email, password: DEMO.userPassword, note: `${c.name}（未承認）` },
    {
      role: 'evaluator',
      email: DEMO.evaluatorNumber,
      password: DEMO.evaluatorPassword,
      note: '評価機関番号（評価者用リンク）',
    },
  ];
}
