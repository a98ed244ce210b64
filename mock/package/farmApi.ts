/** /onlinepack machines, statistics, self-checks, and the development helpers of the farm. */
import { definePackApi, found, type ApiContext } from '../core/defineApi';
import { DAY, now } from '../core/clock';
import { paginate } from '../core/paging';
import { packArea } from './area';
import { type PackArea, runCheck } from './areaCore';
import type { Machine } from './farmTypes';
import { seedMany } from './seed';
import { checkRunView, machineView } from './views';
import { PACK_MESSAGES } from './messages';
import { computeStatistics } from './stats';
import { fail } from '../core/messageBook';

function machineOf<B>(ctx: ApiContext<B>, area: PackArea, id: number): Machine {
  return found(ctx, area.farm.machine(id), 'machine', id);
}

export const machineApi = {
  'POST /onlinepack/machine/page': definePackApi('/onlinepack/machine/page', (ctx) => {
    const area = packArea();
    const k = ctx.body.keyword?.trim().toLowerCase() ?? '';
    const rows = area.farm.machines
      .filter((m) => !ctx.body.status || m.status === ctx.body.status)
      .filter((m) => !k || m.name.toLowerCase().includes(k) || m.address.includes(k));
    const page = paginate(rows, ctx.body.pageNum, ctx.body.pageSize);
    return { ...page, list: page.list.map((m) => machineView(area, m)), queued: area.farm.queue.length };
  }),

  'POST /onlinepack/machine/enable': definePackApi('/onlinepack/machine/enable', (ctx) => {
    const area = packArea();
    const m = machineOf(ctx, area, ctx.body.id);
    const before = { enabled: m.enabled };
    area.farm.setEnabled(m.id, true);
    ctx.audit({ target: `打包机 ${m.name}`, before, after: { enabled: m.enabled } });
    return machineView(area, m);
  }),

  'POST /onlinepack/machine/disable': definePackApi('/onlinepack/machine/disable', (ctx) => {
    const area = packArea();
    const m = machineOf(ctx, area, ctx.body.id);
    const before = { enabled: m.enabled };
    area.farm.setEnabled(m.id, false);
    ctx.audit({ target: `打包机 ${m.name}`, before, after: { enabled: m.enabled } });
    return machineView(area, m);
  }),

  'POST /onlinepack/machine/setOffline': definePackApi('/onlinepack/machine/setOffline', (ctx) => {
    const area = packArea();
    const m = machineOf(ctx, area, ctx.body.id);
    const before = { connected: m.connected, status: m.status };
    area.farm.setConnected(m.id, ctx.body.offline === false);
    ctx.audit({ target: `打包机 ${m.name}`, before, after: { connected: m.connected } });
    return machineView(area, m);
  }),
};

export const statisticsApi = {
  'POST /onlinepack/statistics': definePackApi('/onlinepack/statistics', (ctx) => {
    const area = packArea();
    const { startTime, endTime } = ctx.body;
    if (endTime < startTime || endTime - startTime > 400 * DAY) fail(ctx.lang, 'A0400', PACK_MESSAGES.badRange);
    const stats = computeStatistics(area.farm.tasks.tasks, {
      startTime,
      endTime,
      gameId: ctx.gameId,
    });
    return {
      ...stats,
      durationByChannel: stats.durationByChannel.map((d) => ({
        ...d,
        channelName: area.channels.find((c) => c.id === d.channelId)?.name ?? `#${d.channelId}`,
      })),
    };
  }),
};

export const checkTaskApi = {
  'POST /onlinepack/checkTask/page': definePackApi('/onlinepack/checkTask/page', (ctx) => {
    const area = packArea();
    const { channelId, taskId, pass } = ctx.body;
    const rows = area.checkRuns
      .filter((r) => r.gameId === ctx.gameId)
      .filter((r) => channelId === undefined || r.channelId === channelId)
      .filter((r) => taskId === undefined || r.taskId === taskId)
      .filter((r) => pass === undefined || r.pass === pass)
      .reverse();
    const page = paginate(rows, ctx.body.pageNum, ctx.body.pageSize);
    return { ...page, list: page.list.map((r) => checkRunView(area, r)) };
  }),

  'POST /onlinepack/checkTask/run': definePackApi('/onlinepack/checkTask/run', (ctx) => {
    const area = packArea();
    const task = area.farm.task(ctx.body.taskId);
    const t = found(ctx, task && task.gameId === ctx.gameId ? task : undefined, 'task', ctx.body.taskId);
    const out = t.outputId === null ? undefined : area.outputs.get(t.outputId);
    if (t.status !== 'succeeded' || !out) fail(ctx.lang, 'A0403', PACK_MESSAGES.taskNotSucceeded);
    const run = runCheck(area, t, out, ctx.me.name, now());
    ctx.audit({ target: `任务 #${t.id} 自检`, after: { checkId: run.id, pass: run.pass, summary: run.summary } });
    return checkRunView(area, run);
  }),

  'POST /onlinepack/checkTask/get': definePackApi('/onlinepack/checkTask/get', (ctx) => {
    const area = packArea();
    const run = area.checkRuns.find((r) => r.id === ctx.body.id && r.gameId === ctx.gameId);
    const r = found(ctx, run, 'checkTask', ctx.body.id);
    return { run: checkRunView(area, r), results: r.results, params: r.params, facts: r.facts };
  }),
};

export const farmDevApi = {
  'POST /onlinepack/__seedMany': definePackApi('/onlinepack/__seedMany', (ctx) => {
    const area = packArea();
    const started = Date.now();
    const r = seedMany(area, ctx.gameId, ctx.body.count, now());
    return { ...r, total: area.farm.tasks.size, ms: Date.now() - started };
  }),

  'POST /onlinepack/__farm': definePackApi('/onlinepack/__farm', (ctx) => {
    const area = packArea();
    if (ctx.body.paused !== undefined) area.control.paused = ctx.body.paused;
    for (let i = 0; i < (ctx.body.ticks ?? 0); i += 1) {
      area.farm.tick(now());
      area.control.ticks += 1;
    }
    const counts = area.farm.tasks.countByStatus();
    return {
      paused: area.control.paused,
      tickMs: area.control.tickMs,
      ticks: area.control.ticks,
      queued: counts.queued,
      running: counts.running,
    };
  }),
};
