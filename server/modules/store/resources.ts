import { StoreItem } from '../../../src/contract';
import { queryColumns, type TableResource, tableResource } from '../../lib/table-resource';
import { storeItems } from './tables';

type Row = typeof storeItems.$inferSelect;

/** Rows leave as they are: the repository adds each pack's name and emoticons to the page. */
export const storeItemResource = tableResource({
  table: storeItems,
  defaultOrder: 'sortOrder',
  columns: queryColumns(StoreItem, storeItems, ['productId', 'rev', 'sortOrder']),
  toDto: (row: Row) => row,
} satisfies TableResource<Row, Row>);
