import { useCreateProduct } from '../../../api/products.ts';
import { ProductFields, productValues, useProductForm } from '../../../components/products/ProductForm.tsx';
import { productsList } from '../../../components/products/product-columns.tsx';
import { NewRecordPage } from '../../../components/RecordPage.tsx';

export function meta() {
  return [{ title: 'New product | Owo' }];
}

export default function NewProduct() {
  const create = useCreateProduct();
  const form = useProductForm(productValues());
  return (
    <NewRecordPage
      title="New product"
      back={productsList}
      form={form}
      blank={productValues}
      create={(values) => create.mutateAsync(values)}
      pending={create.isPending}
      successName="item"
      failure="Could not save the product"
    >
      <ProductFields form={form} editing={false} />
    </NewRecordPage>
  );
}
