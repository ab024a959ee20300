// My Account as the route table shows it: the session's profile with the orders feature's address book in its slot
// (features do not import each other for this; app composes them). Loaded in the "profile" chunk.
import { AddressBook } from '../features/orders/components/AddressBook';
import ProfileScreen from '../features/session/ProfileScreen';

export default function ProfileWithAddressBook() {
  return <ProfileScreen addressBook={<AddressBook />} />;
}
