import { Tag } from 'antd';
import CsvImportDrawer from '@/components/CsvImportDrawer';
import { useText } from '@/hooks';
import { importBillingPoints, previewBillingImport } from '../../service';

/**
 * Billing-point CSV import: every row must be valid before anything is saved; the import checks the file again and
 * saves all or none.
 */
export default function ImportDrawer(props: { open: boolean; onClose: () => void; onImported: () => void }) {
  const t = useText();
  return (
    <CsvImportDrawer
      {...props}
      idPrefix="billing-import"
      preview={async (csv) => (await previewBillingImport({ csv })).data}
      commit={async (csv, _preview, requestId) =>
        t('pages.pay.import.done', { n: (await importBillingPoints({ csv }, { requestId })).data.imported })
      }
      ready={(p) => p.invalidCount === 0 && p.fileErrors.length === 0}
      summary={(p, ready) => ({
        type: ready ? 'success' : 'error',
        message: ready
          ? t('pages.pay.import.allValid', { n: p.validCount })
          : t('pages.pay.import.someInvalid', { valid: p.validCount, invalid: p.invalidCount }),
      })}
      resultTag={(r) =>
        r.errors.length === 0 ? (
          <Tag color="success">{t('pages.pay.import.valid')}</Tag>
        ) : (
          <Tag color="error">{t('pages.pay.import.invalid')}</Tag>
        )
      }
      texts={{
        title: t('pages.pay.import.title'),
        format: t('pages.pay.import.format'),
        formatDetail: t('pages.pay.import.formatDetail'),
        choose: t('pages.pay.import.choose'),
        chooseAgain: t('pages.pay.import.chooseAgain'),
        row: t('pages.pay.import.row'),
        result: t('pages.pay.import.result'),
        problems: t('pages.pay.import.problems'),
        onlyProblems: t('pages.pay.import.onlyInvalid'),
        submit: (n) => t('pages.pay.import.submit', { n }),
      }}
    />
  );
}
