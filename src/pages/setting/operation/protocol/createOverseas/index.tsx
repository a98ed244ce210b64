import ProtocolEditor from '../components/ProtocolEditor';

/**
 * /setting/operation/protocol/createOverseas?entityId= (hidden, kept alive, follows its address): a protocol on the
 * overseas template (en-US, pt-BR, zh-TW; GDPR-style sections such as data controller and your rights:
 * src/contract/setting/protocolTemplates.ts).
 */
export default function ProtocolCreateOverseas() {
  return <ProtocolEditor template="overseas" />;
}
