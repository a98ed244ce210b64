import type { InterfaceInfo } from '../../gamesConfig/service';

/**
 * The integration sheet (/setting/interfaceInfo's download): a Markdown file with the game, its endpoints and its
 * keys as the list shows them: the app key in clear (it is public), the server secret and the pay key MASKED, always
 * (a value revealed on the screen never goes into the file). `t` names the labels in the operator's language.
 */
type T = (id: string, values?: Record<string, string | number>) => string;

/** A table cell: pipes escaped, line breaks flattened. */
const cell = (v: string) => v.replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ');

export function integrationSheet(info: InterfaceInfo, t: T, generatedAt: string): string {
  const k = (key: string) => t(`pages.setting.iface.${key}`);
  const lines = [
    `# ${cell(t('pages.setting.iface.sheet.title', { name: info.gameName }))}`,
    '',
    `- ${k('game')}: ${cell(info.gameName)} (${info.alias}, #${info.gameId})`,
    `- ${k('region')}: ${t(`pages.setting.games.region.${info.region}`)}`,
    `- ${k('baseUrl')}: ${info.baseUrl}`,
    `- ${k('sheet.generated')}: ${generatedAt}`,
    '',
    `## ${k('endpoints')}`,
    '',
    `| ${k('endpoint')} | ${k('method')} | ${k('url')} | ${k('direction')} |`,
    '| --- | --- | --- | --- |',
    ...info.endpoints.map(
      (e) =>
        `| ${k(`endpoint.${e.key}`)} | ${e.method} | ${cell(e.url ?? k('notSet'))} | ${k(`direction.${e.direction}`)} |`,
    ),
    '',
    `## ${k('keys')}`,
    '',
  ];
  if (info.keys) {
    lines.push(
      `| ${k('key')} | ${k('value')} |`,
      '| --- | --- |',
      `| ${k('appKey')} | ${cell(info.keys.appKey)} |`,
      `| ${k('appSecret')} | ${cell(info.keys.appSecret)} |`,
      `| ${k('payKey')} | ${cell(info.keys.payKey)} |`,
      '',
      `> ${k('sheet.masked')}`,
    );
  } else {
    lines.push(`> ${k('noKeys')}`);
  }
  return `${lines.join('\n')}\n`;
}
