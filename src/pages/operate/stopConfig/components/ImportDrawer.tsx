import { Tag } from 'antd';
import { queuedOf } from '@/components/ChangeRequest';
import CsvImportDrawer from '@/components/CsvImportDrawer';
import { banImportNeedsApproval } from '@/contract/operate/banRules';
import { useText } from '@/hooks';
import { businessZoneLabel } from '@/utils/businessTime';
import { importBans, previewBanImport } from '../service';

const KIND_COLOR = { valid: 'success', duplicate: 'warning', unknownTarget: 'orange', invalid: 'error' } as const;
const P = 'pages.operate.stopConfig.import';

/**
 * Ban CSV import: each row is valid, a duplicate of a ban in force, an unknown target, or has bad values; the import
 * creates the valid rows of this preview only (the others are skipped), bound to it by its token: when the rows or
 * the bans they were checked against changed since, the backend refuses and the drawer previews the file again.
 */
export default function ImportDrawer(props: { open: boolean; onClose: () => void; onImported: () => void }) {
  const t = useText();
  return (
    <CsvImportDrawer
      {...props}
      idPrefix="ban-import"
      width={1000}
      preview={async (csv) => (await previewBanImport({ csv })).data}
      // docs/rules.md "Change requests": an import of many targets (the contract's rule on the file) asks a reason and
      // waits for a second person's approval; the drawer closes with the notice naming the request
      approval={(csv) => banImportNeedsApproval({ csv })}
      commit={async (csv, preview, requestId, approval) => {
        const res = await importBans({ csv, token: preview.token, ...approval }, { requestId });
        if ('changeRequest' in res.data) return queuedOf(res) ?? res.msg ?? '';
        return t(`${P}.done`, { n: res.data.created, skipped: res.data.skipped });
      }}
      ready={(p) => p.validCount > 0 && p.fileErrors.length === 0}
      summary={(p) => ({
        type: p.fileErrors.length > 0 ? 'error' : p.invalidCount > 0 ? 'warning' : 'success',
        message: t(`${P}.summary`, { valid: p.validCount, invalid: p.invalidCount }),
        detail: p.invalidCount > 0 ? t(`${P}.partial`) : undefined,
      })}
      resultTag={(r) => <Tag color={KIND_COLOR[r.kind]}>{t(`${P}.kind.${r.kind}`)}</Tag>}
      texts={{
        title: t(`${P}.title`),
        format: t(`${P}.format`),
        formatDetail: t(`${P}.formatDetail`, { zone: businessZoneLabel() }),
        choose: t(`${P}.choose`),
        chooseAgain: t(`${P}.chooseAgain`),
        row: t(`${P}.row`),
        result: t(`${P}.result`),
        problems: t(`${P}.problems`),
        onlyProblems: t(`${P}.onlyProblems`),
        submit: (n) => t(`${P}.submit`, { n }),
      }}
    />
  );
}
