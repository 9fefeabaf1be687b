/**
 * The Repository, written once in PostgreSQL SQL over SqlDriver: the same code serves the
 * embedded PGlite and a PostgreSQL server. Rows are converted explicitly (sqlValues.ts);
 * 256-bit values travel as decimal text into NUMERIC(78, 0) columns and back. Bulk writes
 * (a catalogue import, a batch of indexed transfers) send their rows as one JSON parameter
 * per batch, expanded by jsonb_array_elements, inside one transaction. Over 300 lines on
 * purpose: it is one Repository, a query per method; split, the SQL of one table would be
 * spread over several files.
 */
import type {
  AnalyticsEventRecord,
  CatalogWalletRecord,
  HistoryQuery,
  NameRecord,
  Repository,
  SessionRecord,
  TransferRecord,
} from './repository';
import type { SqlDriver, SqlValue } from './sqlDriver';
import {
  readJsonObject,
  readJsonText,
  readNullableSafeInteger,
  readNullableText,
  readSafeInteger,
  readText,
  readUnsignedDecimal,
  toJsonParameter,
} from './sqlValues';

/** Rows sent per INSERT of a bulk write (keeps each JSON parameter a few MB at most). */
export const BULK_INSERT_BATCH_ROWS = 1_000;

type Row = Record<string, unknown>;

export function createSqlRepository(driver: SqlDriver): Repository {
  return {
    // --- wallet catalogue
    async replaceCatalog(wallets) {
      await driver.transaction(async (tx) => {
        await tx.query('DELETE FROM catalog_wallets');
        for (let offset = 0; offset < wallets.length; offset += BULK_INSERT_BATCH_ROWS) {
          const batch = wallets.slice(offset, offset + BULK_INSERT_BATCH_ROWS);
          await tx.query(
            `INSERT INTO catalog_wallets (id, sort_order, position, name, record)
             SELECT w.value->>'id', (w.value->>'order')::integer, $2::integer + w.ordinality,
                    w.value->>'name', w.value
             FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS w`,
            [toJsonParameter(batch), offset],
          );
        }
      });
    },

    async listCatalog() {
      const rows = await driver.query<Row>(
        'SELECT record::text AS record FROM catalog_wallets ORDER BY sort_order, position',
      );
      return rows.map(
        (row) =>
          readJsonObject(row.record, 'catalog_wallets.record') as unknown as CatalogWalletRecord,
      );
    },

    async countCatalog() {
      const rows = await driver.query<Row>('SELECT count(*) AS count FROM catalog_wallets');
      return readSafeInteger(rows[0]?.count, 'count(catalog_wallets)');
    },

    // --- names registry
    async findName(name) {
      const rows = await driver.query<Row>(`${SELECT_NAME} WHERE name = lower($1)`, [name]);
      return rows[0] && nameFromRow(rows[0]);
    },

    async findNamesByAddress(address, limit) {
      const rows = await driver.query<Row>(
        `${SELECT_NAME} WHERE lower(address) = lower($1) ORDER BY registered_at, name
         LIMIT $2`,
        [address, limit ?? null],
      );
      return rows.map(nameFromRow);
    },

    async registerName(record, maxNamesPerAddress) {
      return driver.transaction(async (tx) => {
        // One address's registrations take turns: the count below stays true until commit.
        await tx.query(`SELECT pg_advisory_xact_lock($1::integer, hashtext(lower($2)))`, [
          NAMES_LOCK_KEY,
          record.address,
        ]);
        const counted = await tx.query<Row>(
          'SELECT count(*) AS count FROM names WHERE lower(address) = lower($1)',
          [record.address],
        );
        if (readSafeInteger(counted[0]?.count, 'count(names)') >= maxNamesPerAddress) {
          return 'limit';
        }
        const rows = await tx.query<Row>(INSERT_NAME, nameParameters(record));
        return rows.length > 0 ? 'registered' : 'taken';
      });
    },

    async updateNameAttributes(name, address, attributes, updatedAt) {
      const rows = await driver.query<Row>(
        `UPDATE names SET attributes = $3::jsonb, updated_at = $4
         WHERE name = lower($1) AND lower(address) = lower($2)
         RETURNING name`,
        [name, address, toJsonParameter(attributes), updatedAt],
      );
      return rows.length > 0;
    },

    async releaseName(name, address) {
      const rows = await driver.query<Row>(
        `DELETE FROM names WHERE name = lower($1) AND lower(address) = lower($2) RETURNING name`,
        [name, address],
      );
      return rows.length > 0;
    },

    // --- signed requests
    async claimSignedRequest(key, expiresAt, nowSeconds) {
      await driver.query('DELETE FROM signed_requests WHERE expires_at < $1', [nowSeconds]);
      const rows = await driver.query<Row>(
        `INSERT INTO signed_requests (request_key, expires_at) VALUES ($1, $2)
         ON CONFLICT (request_key) DO NOTHING
         RETURNING request_key`,
        [key, expiresAt],
      );
      return rows.length > 0;
    },

    async insertName(record) {
      const rows = await driver.query<Row>(INSERT_NAME, nameParameters(record));
      return rows.length > 0;
    },

    // --- history indexer
    async getIndexedBlock(chainId) {
      const rows = await driver.query<Row>(
        'SELECT indexed_block FROM indexer_cursors WHERE chain_id = $1',
        [chainId],
      );
      return rows[0] && readSafeInteger(rows[0].indexed_block, 'indexer_cursors.indexed_block');
    },

    async saveIndexedBlocks(chainId, toBlock, transfers) {
      const rows = uniqueTransfers(transfers).map(transferToRow);
      await driver.transaction(async (tx) => {
        for (let offset = 0; offset < rows.length; offset += BULK_INSERT_BATCH_ROWS) {
          const batch = rows.slice(offset, offset + BULK_INSERT_BATCH_ROWS);
          await tx.query(UPSERT_TRANSFERS, [toJsonParameter(batch)]);
        }
        await tx.query(
          `INSERT INTO indexer_cursors (chain_id, indexed_block) VALUES ($1, $2)
           ON CONFLICT (chain_id) DO UPDATE SET indexed_block = EXCLUDED.indexed_block`,
          [chainId, toBlock],
        );
      });
    },

    async listHistory(query) {
      if (query.limit <= 0) return [];
      const { sql, params } = historyQuery(query);
      const rows = await driver.query<Row>(sql, params);
      return rows.map(transferFromRow);
    },

    // --- smart sessions
    async saveSession(session) {
      await driver.query(
        `INSERT INTO sessions (pci, caip_address, project, expiry, created_at, revoked_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6)
         ON CONFLICT (pci) DO UPDATE SET
           caip_address = EXCLUDED.caip_address, project = EXCLUDED.project,
           expiry = EXCLUDED.expiry, created_at = EXCLUDED.created_at,
           revoked_at = EXCLUDED.revoked_at`,
        [
          session.pci,
          session.caipAddress,
          toJsonParameter(session.project),
          session.expiry,
          session.createdAt,
          session.revokedAt,
        ],
      );
    },

    async listSessions(caipAddress) {
      const rows = await driver.query<Row>(
        `SELECT pci, caip_address, project::text AS project, expiry, created_at, revoked_at
         FROM sessions WHERE lower(caip_address) = lower($1)
         ORDER BY created_at DESC, pci`,
        [caipAddress],
      );
      return rows.map(sessionFromRow);
    },

    async findSession(pci) {
      const rows = await driver.query<Row>(
        `SELECT pci, caip_address, project::text AS project, expiry, created_at, revoked_at
         FROM sessions WHERE pci = $1`,
        [pci],
      );
      return rows[0] && sessionFromRow(rows[0]);
    },

    async revokeSession(pci, revokedAt) {
      const rows = await driver.query<Row>(
        `UPDATE sessions SET revoked_at = $2 WHERE pci = $1 AND revoked_at IS NULL
         RETURNING pci`,
        [pci, revokedAt],
      );
      return rows.length > 0;
    },

    // --- analytics
    async recordAnalyticsEvent(event: AnalyticsEventRecord, maxEvents = 0) {
      const rows = await driver.query<Row>(
        `INSERT INTO analytics_events (project_id, event_id, url, domain, event_timestamp, props)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb)
         RETURNING id`,
        [
          event.projectId,
          event.eventId,
          event.url,
          event.domain,
          event.timestamp,
          toJsonParameter(event.props),
        ],
      );
      if (maxEvents <= 0) return;
      // Ids only grow: every row but the newest maxEvents has an id at most this one's id
      // minus maxEvents (fewer rows remain when ids have gaps). An index range, not a count.
      const id = readSafeInteger(rows[0]?.id, 'analytics_events.id');
      await driver.query('DELETE FROM analytics_events WHERE id <= $1', [id - maxEvents]);
    },

    async listAnalyticsEvents(limit) {
      const rows = await driver.query<Row>(
        `SELECT project_id, event_id, url, domain, event_timestamp, props::text AS props
         FROM analytics_events ORDER BY id DESC LIMIT $1`,
        [limit],
      );
      return rows.map((row): AnalyticsEventRecord => ({
        projectId: readNullableText(row.project_id, 'analytics_events.project_id'),
        eventId: readText(row.event_id, 'analytics_events.event_id'),
        url: readText(row.url, 'analytics_events.url'),
        domain: readText(row.domain, 'analytics_events.domain'),
        timestamp: readSafeInteger(row.event_timestamp, 'analytics_events.event_timestamp'),
        props: readJsonText(row.props, 'analytics_events.props'),
      }));
    },

    async countAnalyticsEvents() {
      const rows = await driver.query<Row>('SELECT count(*) AS count FROM analytics_events');
      return readSafeInteger(rows[0]?.count, 'count(analytics_events)');
    },

    close: () => driver.close(),
  };
}

const SELECT_NAME = `SELECT name, address, coin_type, attributes::text AS attributes,
  registered_at, updated_at FROM names`;

const INSERT_NAME = `INSERT INTO names
  (name, address, coin_type, attributes, registered_at, updated_at)
  VALUES (lower($1), $2, $3, $4::jsonb, $5, $6)
  ON CONFLICT (name) DO NOTHING
  RETURNING name`;

/** The first key of the advisory locks registrations take per address ('name' in ASCII). */
const NAMES_LOCK_KEY = 0x6e616d65;

function nameParameters(record: NameRecord): SqlValue[] {
  return [
    record.name,
    record.address,
    record.coinType,
    toJsonParameter(record.attributes),
    record.registeredAt,
    record.updatedAt,
  ];
}

function nameFromRow(row: Row): NameRecord {
  return {
    name: readText(row.name, 'names.name'),
    address: readText(row.address, 'names.address'),
    coinType: readSafeInteger(row.coin_type, 'names.coin_type'),
    attributes: readJsonObject(row.attributes, 'names.attributes') as Record<string, string>,
    registeredAt: readSafeInteger(row.registered_at, 'names.registered_at'),
    updatedAt: readSafeInteger(row.updated_at, 'names.updated_at'),
  };
}

function sessionFromRow(row: Row): SessionRecord {
  return {
    pci: readText(row.pci, 'sessions.pci'),
    caipAddress: readText(row.caip_address, 'sessions.caip_address'),
    project: readJsonObject(row.project, 'sessions.project') as SessionRecord['project'],
    expiry: readSafeInteger(row.expiry, 'sessions.expiry'),
    createdAt: readSafeInteger(row.created_at, 'sessions.created_at'),
    revokedAt: readNullableSafeInteger(row.revoked_at, 'sessions.revoked_at'),
  };
}

// --- transfers

/** A transfer as the JSON object UPSERT_TRANSFERS expands; addresses and hash lower case. */
interface TransferRow {
  readonly chain_id: string;
  readonly block_number: number;
  readonly transaction_index: number;
  readonly log_index: number;
  readonly transaction_hash: string;
  readonly mined_at: number;
  readonly from_address: string;
  readonly to_address: string | null;
  readonly token_address: string | null;
  readonly value: string;
  readonly status: TransferRecord['status'];
}

const TRANSFER_COLUMNS = `chain_id, block_number, transaction_index, log_index,
  transaction_hash, mined_at, from_address, to_address, token_address, value, status`;

/** Inserts a JSON array of TransferRows; a transfer saved before is overwritten, not doubled. */
const UPSERT_TRANSFERS = `INSERT INTO transfers (${TRANSFER_COLUMNS})
  SELECT chain_id, block_number, transaction_index, log_index, transaction_hash, mined_at,
         from_address, to_address, token_address, value::numeric, status
  FROM jsonb_to_recordset($1::jsonb) AS t(
    chain_id text, block_number bigint, transaction_index integer, log_index integer,
    transaction_hash text, mined_at bigint, from_address text, to_address text,
    token_address text, value text, status text)
  ON CONFLICT (chain_id, transaction_hash, log_index) DO UPDATE SET
    block_number = EXCLUDED.block_number, transaction_index = EXCLUDED.transaction_index,
    mined_at = EXCLUDED.mined_at, from_address = EXCLUDED.from_address,
    to_address = EXCLUDED.to_address, token_address = EXCLUDED.token_address,
    value = EXCLUDED.value, status = EXCLUDED.status`;

const SELECT_TRANSFER = `SELECT chain_id, block_number, transaction_index, log_index,
  transaction_hash, mined_at, from_address, to_address, token_address, value::text AS value,
  status FROM transfers`;

const NEWEST_FIRST = 'ORDER BY block_number DESC, transaction_index DESC, log_index DESC';

/**
 * The address as sender, and as receiver, each read newest first from its own index and
 * limited, then merged; UNION also folds a transfer to oneself into one entry.
 */
function historyQuery(query: HistoryQuery): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [query.address.toLowerCase(), query.limit];
  const filters: string[] = [];
  if (query.chainId !== undefined) {
    params.push(query.chainId);
    filters.push(`chain_id = $${params.length}`);
  }
  if (query.before !== undefined) {
    const { blockNumber, transactionIndex, logIndex } = query.before;
    params.push(blockNumber, transactionIndex, logIndex);
    const n = params.length;
    filters.push(
      `(block_number, transaction_index, log_index) < ($${n - 2}::bigint, $${n - 1}::integer, $${n}::integer)`,
    );
  }
  const where = filters.map((filter) => ` AND ${filter}`).join('');
  const side = (column: string) =>
    `(${SELECT_TRANSFER} WHERE ${column} = $1${where} ${NEWEST_FIRST} LIMIT $2)`;
  return {
    sql: `SELECT * FROM (${side('from_address')} UNION ${side('to_address')}) AS history
          ${NEWEST_FIRST} LIMIT $2`,
    params,
  };
}

/** One entry per (chain, transaction hash, log index): the last one given wins. */
function uniqueTransfers(transfers: readonly TransferRecord[]): TransferRecord[] {
  const byKey = new Map<string, TransferRecord>();
  for (const transfer of transfers) {
    const key = `${transfer.chainId} ${transfer.transactionHash.toLowerCase()} ${transfer.logIndex}`;
    byKey.set(key, transfer);
  }
  return [...byKey.values()];
}

function transferToRow(transfer: TransferRecord): TransferRow {
  return {
    chain_id: transfer.chainId,
    block_number: transfer.blockNumber,
    transaction_index: transfer.transactionIndex,
    log_index: transfer.logIndex,
    transaction_hash: transfer.transactionHash.toLowerCase(),
    mined_at: transfer.minedAt,
    from_address: transfer.from.toLowerCase(),
    to_address: transfer.to?.toLowerCase() ?? null,
    token_address: transfer.tokenAddress?.toLowerCase() ?? null,
    value: transfer.value,
    status: transfer.status,
  };
}

function transferFromRow(row: Row): TransferRecord {
  return {
    chainId: readText(row.chain_id, 'transfers.chain_id'),
    blockNumber: readSafeInteger(row.block_number, 'transfers.block_number'),
    transactionIndex: readSafeInteger(row.transaction_index, 'transfers.transaction_index'),
    logIndex: readSafeInteger(row.log_index, 'transfers.log_index'),
    transactionHash: readText(row.transaction_hash, 'transfers.transaction_hash'),
    minedAt: readSafeInteger(row.mined_at, 'transfers.mined_at'),
    from: readText(row.from_address, 'transfers.from_address'),
    to: readNullableText(row.to_address, 'transfers.to_address'),
    tokenAddress: readNullableText(row.token_address, 'transfers.token_address'),
    value: readUnsignedDecimal(row.value, 'transfers.value'),
    status: readText(row.status, 'transfers.status') as TransferRecord['status'],
  };
}
