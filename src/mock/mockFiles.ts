/**
 * The dataroom (nhost/migrations/default/1795132806600_storage): the storage buckets, and for every company a few
 * documents such as a portfolio company sends its investors (trial balances of the last months, the shareholders'
 * agreement, board minutes, the budget), each a `files` row filed under the company by a `portfolio_company_file`
 * row, uploaded by the demo investor or another mock user some days after the period it covers.
 */
import { DEMO_INVESTOR } from './demoInvestor.ts';
import type { DerivedRow, DerivedSource, DerivedTable } from './mockDerived.ts';
import { hashKey, uuidFromSeed } from './mockIds.ts';
import type { Row } from './mockRows.ts';
import { TABLES } from './mockTables.ts';
import { DAY_MS, seededFaker, type MockFaker } from './mockValues.ts';

/** The buckets the storage migration creates: hasura-storage's default one and the dataroom's. */
const BUCKETS: readonly Row[] = [
  { id: 'dataroom', maxUploadFileSize: 50_000_000, minUploadFileSize: 1, downloadExpiration: 60, cacheControl: 'private, max-age=3600', presignedUrlsEnabled: true },
  { id: 'default', maxUploadFileSize: 50_000_000, minUploadFileSize: 1, downloadExpiration: 30, cacheControl: 'max-age=3600', presignedUrlsEnabled: true },
];

/** Per extension: the MIME type and the range of sizes in bytes such a document has. */
const KINDS: Readonly<Record<string, readonly [mimeType: string, min: number, max: number]>> = {
  pdf: ['application/pdf', 60_000, 6_000_000],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 15_000, 900_000],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 30_000, 1_500_000],
  csv: ['text/csv', 2_000, 80_000],
  png: ['image/png', 20_000, 400_000],
};

/** A document: its name, the dataroom folder it is filed in, and the first day it could be sent (its period over). */
interface Document {
  readonly name: string;
  readonly folder: string | null;
  readonly from: Date;
}

const month = (today: Date, monthsAgo: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, 1));
const yearMonth = (date: Date) => date.toISOString().slice(0, 7);
const year = (today: Date, yearsAgo: number) => today.getUTCFullYear() - yearsAgo;

/** The documents a company may send once, each named after today (last year's, last quarter's …). */
const OCCASIONAL: readonly ((today: Date, f: MockFaker) => Document)[] = [
  (today) => ({ name: 'Acordo de sócios.pdf', folder: 'Jurídico', from: month(today, 30) }),
  (today) => ({ name: 'Contrato social consolidado.pdf', folder: 'Jurídico', from: month(today, 20) }),
  (today) => ({ name: 'Cap table.xlsx', folder: 'Societário', from: month(today, 4) }),
  (today, f) => {
    const held = month(today, f.number.int({ min: 1, max: 9 }));
    return { name: `Ata da reunião do conselho ${yearMonth(held)}.pdf`, folder: 'Governança', from: held };
  },
  (today) => ({ name: `DRE ${year(today, 1)}.xlsx`, folder: 'Financeiro', from: month(today, today.getUTCMonth() + 1) }),
  (today) => ({ name: `Orçamento ${year(today, 0)}.xlsx`, folder: 'Financeiro', from: month(today, today.getUTCMonth() + 2) }),
  (today) => ({ name: `Relatório de auditoria ${year(today, 1)}.pdf`, folder: 'Financeiro', from: month(today, today.getUTCMonth()) }),
  (today) => {
    // The last quarter's results, presented once it is over.
    const last = month(today, 3 + (today.getUTCMonth() % 3));
    const quarter = Math.floor(last.getUTCMonth() / 3) + 1;
    return { name: `Apresentação aos investidores ${quarter}T${last.getUTCFullYear()}.pdf`, folder: null, from: month(today, today.getUTCMonth() % 3) };
  },
  () => ({ name: 'Certidão negativa de débitos.pdf', folder: 'Jurídico', from: new Date(0) }),
  (today) => ({ name: 'Plano de negócios.docx', folder: null, from: month(today, 26) }),
  (today) => ({ name: `Fluxo de caixa ${yearMonth(month(today, 1))}.csv`, folder: 'Financeiro', from: month(today, 0) }),
  (today) => ({ name: 'Logotipo.png', folder: null, from: month(today, 34) }),
];

/** A company's documents: its trial balances of the last one to four months, and three to seven others. */
function documentsOf(f: MockFaker, today: Date): Document[] {
  const balances = Array.from({ length: f.number.int({ min: 1, max: 4 }) }, (_, index): Document => {
    // A month's trial balance is sent in the weeks after it closes.
    return { name: `Balancete ${yearMonth(month(today, index + 1))}.pdf`, folder: 'Financeiro', from: month(today, index) };
  });
  const others = f.helpers.arrayElements(OCCASIONAL, { min: 3, max: 7 }).map((document) => document(today, f));
  return [...balances, ...others];
}

/** When a document was uploaded: 5 to 25 days after it could be (sooner if that is yet to come), in office hours. */
function uploadedAt(f: MockFaker, from: Date, today: Date): Date {
  const earliest = Math.max(from.getTime(), today.getTime() - 3 * 365 * DAY_MS);
  const latestDay = Math.floor((today.getTime() - earliest) / DAY_MS) - 1;
  const days = f.number.int({ min: Math.max(0, Math.min(5, latestDay)), max: Math.max(0, Math.min(25, latestDay)) });
  return new Date(earliest + days * DAY_MS + f.number.int({ min: 8 * 3600, max: 19 * 3600 }) * 1000);
}

/** The `files` row of a document named `name`. */
function fileRow(id: string, name: string, f: MockFaker, uploader: string, uploaded: Date): Row {
  const [mimeType, min, max] = KINDS[name.slice(name.lastIndexOf('.') + 1)] ?? KINDS.pdf;
  return {
    id, name, mimeType, size: f.number.int({ min, max }), bucketId: 'dataroom',
    etag: `"${f.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' })}"`, isUploaded: true,
    uploadedByUserId: uploader, createdAt: uploaded.toISOString(), updatedAt: uploaded.toISOString(), metadata: {},
  };
}

/** The dataroom's rows: a `files` and a `portfolio_company_file` row per document of every company. */
function dataroom(source: DerivedSource): { files: DerivedRow[]; links: DerivedRow[] } {
  const files: DerivedRow[] = [];
  const links: DerivedRow[] = [];
  for (let ordinal = 0; ordinal < TABLES.portfolio_company.size; ordinal++) {
    const companyId = source.idOf('portfolio_company', ordinal);
    const f = seededFaker(hashKey(source.seed, 'dataroom', companyId));
    documentsOf(f, source.today).forEach((document, index) => {
      const fileId = uuidFromSeed(hashKey(source.seed, 'files', companyId, index));
      const linkId = uuidFromSeed(hashKey(source.seed, 'portfolio_company_file', companyId, index));
      // Mostly the demo investor, who owns every organization; now and then another member.
      const uploader = f.number.int(2) === 0 ? source.idOf('users', f.number.int({ min: 1, max: TABLES.users.size - 1 })) : DEMO_INVESTOR.id;
      const uploaded = uploadedAt(f, document.from, source.today);
      files.push({ id: fileId, row: fileRow(fileId, document.name, f, uploader, uploaded) });
      links.push({
        id: linkId,
        row: { id: linkId, company_id: companyId, file_id: fileId, folder: document.folder, created_by: uploader, created_at: uploaded.toISOString() },
      });
    });
  }
  return { files, links };
}

/** A file no company has (one just uploaded, asked for by id): a document of the dataroom all the same. */
function documentById(id: string, source: DerivedSource): Row {
  const f = seededFaker(hashKey(source.seed, 'files', id));
  const [document] = documentsOf(f, source.today);
  return fileRow(id, document.name, f, DEMO_INVESTOR.id, uploadedAt(f, document.from, source.today));
}

export const DATAROOM_TABLES = {
  buckets: { rows: () => BUCKETS.map((bucket) => ({ id: String(bucket.id), row: { ...bucket } })) },
  files: { rows: (source) => dataroom(source).files, byId: documentById },
  portfolio_company_file: { rows: (source) => dataroom(source).links },

} satisfies Record<string, DerivedTable>;
