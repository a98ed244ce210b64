import { apiDocs } from './apiDocs';

/** `npm run docs:api`: the HTML reference of the contract (scripts/contract/apiDocs.ts), built now; says where. */
const started = Date.now();
try {
  const file = await apiDocs();
  console.log(`API reference: ${file} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log('`npm start` serves it at /api-docs.');
} catch (e) {
  const err = e as { stderr?: string; message?: string };
  console.error(`docs:api failed: ${err.stderr || err.message || e}`);
  process.exit(1);
}
