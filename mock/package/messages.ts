import type { Lang } from '../core/i18n';
import type { TaskStatus } from './farmTypes';

type Entry = Record<Lang, string>;

const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const PACK_MESSAGES = {
  fileRequired: e(
    '请上传安装包文件（file）',
    'Please upload the package file (file)',
    'Envie o arquivo do pacote (file)',
    '請上傳安裝包檔案（file）',
  ),
  fileTooLarge: e(
    '文件 {name} 为 {size} MB，超过 {limit} MB 上限',
    'File {name} is {size} MB, over the {limit} MB limit',
    'O arquivo {name} tem {size} MB, acima do limite de {limit} MB',
    '檔案 {name} 為 {size} MB，超過 {limit} MB 上限',
  ),
  notZip: e(
    '安装包 {name} 不是 zip 格式（apk / ipa 都是 zip 压缩包）',
    'Package {name} is not a zip archive (apk and ipa files are zip archives)',
    'O pacote {name} não é um arquivo zip (apk e ipa são arquivos zip)',
    '安裝包 {name} 不是 zip 格式（apk / ipa 都是 zip 壓縮檔）',
  ),
  fileNotZip: e(
    '文件 {name} 不是 zip 压缩包',
    'File {name} is not a zip archive',
    'O arquivo {name} não é um arquivo zip',
    '檔案 {name} 不是 zip 壓縮檔',
  ),
  iconNotPng: e(
    '图标 {name} 不是 PNG 图片',
    'Icon {name} is not a PNG image',
    'O ícone {name} não é uma imagem PNG',
    '圖示 {name} 不是 PNG 圖片',
  ),
  plistForIos: e(
    'plist 文件只用于 iOS 基础包',
    'A plist file is for iOS base packages only',
    'O arquivo plist é só para pacotes base iOS',
    'plist 檔案只用於 iOS 基礎包',
  ),
  notPending: e(
    '该基础包已{status}，不能再审核',
    'This base package is already {status} and cannot be reviewed again',
    'Este pacote base já está {status} e não pode ser revisado de novo',
    '該基礎包已{status}，不能再審核',
  ),
  rejectComment: e(
    '驳回时请填写原因',
    'Please give a reason for rejecting',
    'Informe o motivo da rejeição',
    '駁回時請填寫原因',
  ),
  basePackageInUse: e(
    '该基础包仍有 {n} 个排队或运行中的任务，不能删除',
    'This base package still has {n} queued or running tasks and cannot be deleted',
    'Este pacote base ainda tem {n} tarefas na fila ou em execução e não pode ser excluído',
    '該基礎包仍有 {n} 個排隊或執行中的任務，不能刪除',
  ),
  basePackageNotApproved: e(
    '基础包 {name} 未通过审核，不能用于打包',
    'Base package {name} is not approved and cannot be packaged',
    'O pacote base {name} não foi aprovado e não pode ser empacotado',
    '基礎包 {name} 未通過審核，不能用於打包',
  ),
  notCancellable: e(
    '任务已{status}，不能取消（只有排队中或运行中的任务可以取消）',
    'The task is already {status} and cannot be cancelled (only queued or running tasks can)',
    'A tarefa já está {status} e não pode ser cancelada (só tarefas na fila ou em execução)',
    '任務已{status}，不能取消（只有排隊中或執行中的任務可以取消）',
  ),
  notRetryable: e(
    '任务{status}，不能重试（只有失败或已取消的任务可以重试）',
    'The task is {status} and cannot be retried (only failed or cancelled tasks can)',
    'A tarefa está {status} e não pode ser repetida (só tarefas com falha ou canceladas)',
    '任務{status}，不能重試（只有失敗或已取消的任務可以重試）',
  ),
  noOutput: e(
    '该任务没有输出包（只有成功的任务有）',
    'This task has no output (only succeeded tasks have one)',
    'Esta tarefa não tem pacote gerado (só tarefas concluídas têm)',
    '該任務沒有輸出包（只有成功的任務有）',
  ),
  signKeyOtherGame: e(
    '签名密钥 #{id} 不属于当前游戏',
    'Signing key #{id} does not belong to the current game',
    'A chave de assinatura #{id} não pertence ao jogo atual',
    '簽名金鑰 #{id} 不屬於目前遊戲',
  ),
  codeExists: e('代码 {code} 已存在', 'Code {code} already exists', 'O código {code} já existe', '代碼 {code} 已存在'),
  channelInUse: e(
    '该渠道仍有 {n} 个排队或运行中的任务，不能删除',
    'This channel still has {n} queued or running tasks and cannot be deleted',
    'Este canal ainda tem {n} tarefas na fila ou em execução e não pode ser excluído',
    '該渠道仍有 {n} 個排隊或執行中的任務，不能刪除',
  ),
  duplicateParamKey: e(
    '参数键 {key} 重复',
    'Parameter key {key} is repeated',
    'A chave de parâmetro {key} está repetida',
    '參數鍵 {key} 重複',
  ),
  sdkVersionExists: e(
    '版本 {version} 已存在',
    'Version {version} already exists',
    'A versão {version} já existe',
    '版本 {version} 已存在',
  ),
  sdkVersionInUse: e(
    '该 SDK 版本仍有 {n} 个排队或运行中的任务，不能删除',
    'This SDK version still has {n} queued or running tasks and cannot be deleted',
    'Esta versão de SDK ainda tem {n} tarefas na fila ou em execução e não pode ser excluída',
    '該 SDK 版本仍有 {n} 個排隊或執行中的任務，不能刪除',
  ),
  pluginParamRequired: e(
    '插件参数 {key} 必填',
    'Plugin parameter {key} is required',
    'O parâmetro de plugin {key} é obrigatório',
    '外掛參數 {key} 必填',
  ),
  builtInCheck: e(
    '内置检查项不能删除，可以停用',
    'A built-in check item cannot be deleted; disable it instead',
    'Um item de verificação interno não pode ser excluído; desative-o',
    '內建檢查項不能刪除，可以停用',
  ),
  customKind: e(
    '新增检查项的规则只能是 {kinds}',
    'A new check item must use one of the rules {kinds}',
    'Um novo item de verificação deve usar uma das regras {kinds}',
    '新增檢查項的規則只能是 {kinds}',
  ),
  alreadyEnrolled: e(
    '渠道均已接入，无需重复添加',
    'These channels are already enrolled',
    'Estes canais já estão inscritos',
    '渠道均已接入，無需重複新增',
  ),
  marketInUse: e(
    '该大渠道仍有 {n} 个渠道商关联，不能删除',
    'This app market is still used by {n} channel vendors and cannot be deleted',
    'Esta loja ainda é usada por {n} fornecedores de canal e não pode ser excluída',
    '該大渠道仍有 {n} 個渠道商關聯，不能刪除',
  ),
  badRange: e(
    '结束时间不能早于开始时间，且跨度不超过 400 天',
    'The end must not be before the start, and the range must be at most 400 days',
    'O fim não pode ser antes do início e o intervalo deve ter no máximo 400 dias',
    '結束時間不能早於開始時間，且跨度不超過 400 天',
  ),
  channelsRequired: e(
    '请至少选择一个渠道',
    'Please choose at least one channel',
    'Escolha pelo menos um canal',
    '請至少選擇一個渠道',
  ),
  taskNotSucceeded: e(
    '只有打包成功的任务可以自检',
    'Only succeeded tasks can be self-checked',
    'Só tarefas concluídas podem ser verificadas',
    '只有打包成功的任務可以自檢',
  ),
} satisfies Record<string, Entry>;

const STATUS_NAMES: Record<TaskStatus | 'pending' | 'approved' | 'rejected', Entry> = {
  queued: e('排队中', 'queued', 'na fila', '排隊中'),
  running: e('运行中', 'running', 'em execução', '執行中'),
  succeeded: e('成功', 'succeeded', 'concluída', '成功'),
  failed: e('失败', 'failed', 'com falha', '失敗'),
  cancelled: e('取消', 'cancelled', 'cancelada', '取消'),
  pending: e('待审核', 'pending', 'pendente', '待審核'),
  approved: e('通过', 'approved', 'aprovado', '通過'),
  rejected: e('驳回', 'rejected', 'rejeitado', '駁回'),
};

export function statusName(lang: Lang, status: keyof typeof STATUS_NAMES): string {
  return STATUS_NAMES[status][lang];
}
