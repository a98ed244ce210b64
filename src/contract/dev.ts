import { op, type Paths } from './operation';
import { int, obj } from './schema';

/** Development helpers of the embedded backend (not part of a real backend). */
export const paths = {
  '/api/__mock/reset': op({
    summary: '把内置后端恢复到初始数据（开发与测试用）',
    auth: 'public',
    module: 'mock',
    action: 'reset',
    log: false,
    data: obj({ resetAt: int('恢复时间') }, ['resetAt']),
  }),
  '/api/__mock/clock': op({
    summary: '调整内置后端的时钟偏移（测试会话过期等）',
    auth: 'public',
    module: 'mock',
    action: 'clock',
    log: false,
    request: obj({ offsetMs: int('相对真实时间的偏移（毫秒）') }, ['offsetMs']),
    data: obj({ offsetMs: int(), now: int() }, ['offsetMs', 'now']),
  }),
} satisfies Paths;
