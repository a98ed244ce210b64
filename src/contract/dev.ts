import Type from 'typebox';
import { op, type Paths } from './operation';
import { int } from './schema';

/**
 * Development helpers of the embedded backend (not part of a real backend): they exist only when the server runs
 * with MOCK_DEV_ENDPOINTS=1 (the browser tests' server and `npm start` set it), answer only application/json, and
 * are granted to the admin role only (they hang under the home screen, as they serve no screen of their own).
 */
const HOME = '/welcome';
export const paths = {
  '/api/__mock/reset': op({
    summary: '把内置后端恢复到初始数据（开发与测试用）',
    auth: 'grant',
    screen: HOME,
    dev: true,
    module: 'mock',
    action: 'reset',
    logged: false,
    data: Type.Object({ resetAt: int('恢复时间') }),
  }),
  '/api/__mock/clock': op({
    summary: '调整内置后端的时钟偏移（测试会话过期、把“今天”定在业务日的某一时刻等）',
    auth: 'grant',
    screen: HOME,
    dev: true,
    module: 'mock',
    action: 'clock',
    logged: false,
    request: Type.Object({
      offsetMs: Type.Optional(int('相对真实时间的偏移（毫秒）；不传则不动时钟，只读当前的时间')),
    }),
    data: Type.Object({
      offsetMs: int(),
      now: int('内置后端此刻的时间（epoch ms）'),
      baseEpoch: int('种子数据的“今天”：SEED_DAY（或启动那天）业务时区的 00:00（epoch ms）'),
    }),
  }),
} satisfies Paths;
