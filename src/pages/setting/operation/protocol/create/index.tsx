import ProtocolEditor from '../components/ProtocolEditor';

/**
 * /setting/operation/protocol/create?entityId= (hidden, kept alive, follows its address): a protocol on the domestic
 * template (zh-CN; personal-information collection list, minors' protection, … :
 * src/contract/setting/protocolTemplates.ts).
 */
export default function ProtocolCreateDomestic() {
  return <ProtocolEditor template="domestic" />;
}
