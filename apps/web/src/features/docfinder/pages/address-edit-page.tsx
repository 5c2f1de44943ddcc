import { useParams } from 'react-router';
import { AddressPage } from '../components/address-page.tsx';

/** docfinder/editar-endereco/:id: one of my offices, under the unsaved-changes guard. */
export function Component() {
  const { id = '' } = useParams();
  return <AddressPage officeId={id} />;
}
