import { StoreProduct, StoreProductList, type StoreProductStatus } from '../../contract';
import { loadCachedPage } from '../../data/page-cache';
import { storeApi } from './store-api';

/** The shop's loaders, through the page cache: the shelf and a pack open offline from the last answer. */

type Cause = 'enter' | 'stay' | 'preload';

export const loadStoreShelf = (status: StoreProductStatus, cause: Cause) =>
  loadCachedPage({
    key: `store?status=${status}`,
    schema: StoreProductList,
    cause,
    fetch: (quiet) => storeApi.products(status, quiet),
  });

export const loadStoreProduct = (id: number, cause: Cause) =>
  loadCachedPage({
    key: `store/${id}`,
    schema: StoreProduct,
    cause,
    fetch: (quiet) => storeApi.product(id, quiet),
  });
