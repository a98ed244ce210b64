import type { TaskOptions } from '../../service';

/** Defaults and warnings of the new-batch form. */

/** The newest general (aggregate) SDK version; a vendor one when no general version exists. */
export function defaultSdkVersion(o: Pick<TaskOptions, 'sdkVersions'>) {
  const newest = (list: TaskOptions['sdkVersions']) =>
    [...list].sort((a, b) => b.created - a.created || b.id - a.id)[0];
  return newest(o.sdkVersions.filter((v) => v.channelId === null)) ?? newest(o.sdkVersions);
}

/** The base package's own key when it brought one; else the first key whose keystore is there; else the first. */
export function defaultSignKey(o: Pick<TaskOptions, 'signKeys'>, baseKeyId?: number | null) {
  return o.signKeys.find((k) => k.id === baseKeyId) ?? o.signKeys.find((k) => k.hasKeystore) ?? o.signKeys[0];
}

/** The chosen channels that lack a required parameter (their tasks will fail at "write parameters"). */
export function missingParamChannels(o: Pick<TaskOptions, 'channels'> | undefined, ids: readonly number[] | undefined) {
  if (!o || !ids?.length) return [];
  const chosen = new Set(ids);
  return o.channels.filter((c) => chosen.has(c.id) && c.missingParams.length > 0);
}
