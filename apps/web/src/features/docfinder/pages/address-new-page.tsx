import { AddressPage } from '../components/address-page.tsx';

/** docfinder/cadastro-endereco: a new office, under the unsaved-changes guard. */
export function Component() {
  return <AddressPage officeId={null} />;
}
