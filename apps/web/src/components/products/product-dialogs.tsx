import { modals } from '@mantine/modals';
import { productCsvColumns, productCsvExample } from '@owo/core';
import type { Product, ProductCategory } from '../../api/products.ts';
import { isPhone } from '../../lib/use-phone.ts';
import { openCsvUpload } from '../CsvUpload.tsx';
import { BulkEditProductsDialog } from './BulkEditProductsDialog.tsx';
import { CategoryDialog } from './CategoryDialog.tsx';
import { NewProductDialog } from './NewProductDialog.tsx';

/*
 * The products pages' dialogs, opened by name on the shared stack. They live with the products
 * pages (not in the root registry) so their code loads only with those pages.
 */

/** New/Edit Category; `onSaved` gets the saved category (the product form picks it). */
export function openCategoryDialog(category?: ProductCategory, onSaved?: (category: ProductCategory) => void): void {
  const modalId = 'product-category';
  modals.open({
    modalId,
    title: category ? 'Edit Category' : 'New Category',
    children: (
      <CategoryDialog
        category={category}
        onDone={(saved) => {
          modals.close(modalId);
          if (saved) onSaved?.(saved);
        }}
      />
    ),
  });
}

export function openBulkEditProductsDialog(productIds: string[], onApplied: () => void): void {
  const modalId = 'bulk-edit-products';
  modals.open({
    modalId,
    title: 'Edit selected products',
    fullScreen: isPhone(),
    children: (
      <BulkEditProductsDialog
        productIds={productIds}
        onDone={(applied) => {
          modals.close(modalId);
          if (applied) onApplied();
        }}
      />
    ),
  });
}

/** Quick add (spec section 4): a good sold to Sales, with a name, a price, its unit and taxes. */
export function openNewProductDialog(onSaved?: (product: Product) => void): void {
  const modalId = 'new-product';
  modals.open({
    modalId,
    title: 'New Product',
    children: (
      <NewProductDialog
        onDone={(saved) => {
          modals.close(modalId);
          if (saved) onSaved?.(saved);
        }}
      />
    ),
  });
}

/** The CSV upload dialog for products: 'Product uploaded successfully' when every row is saved. */
export function openProductCsvUpload(onUploaded: () => void): void {
  openCsvUpload({
    title: 'Upload products',
    endpoint: '/products/csv',
    columns: productCsvColumns,
    example: productCsvExample,
    templateName: 'products-template.csv',
    noun: 'products',
    onUploaded,
  });
}
